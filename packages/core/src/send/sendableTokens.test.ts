import { expect, test } from 'vitest'
import { porticoDevnet } from '../networks/porticoDevnet'
import type { AccountState } from '../types/account'
import type { TokenBalance } from '../types/tokens'
import { sendableTokens, tokenContractAddress } from './sendableTokens'

const cloudEth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  price: 3000,
  quantity: { decimals: '18', numeric: '9.9' },
  iconUrl: 'data:eth',
}
const dusd: TokenBalance = {
  name: 'Devnet USD',
  symbol: 'DUSD',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  price: 1,
  quantity: { decimals: '6', numeric: '25' },
  iconUrl: 'data:dusd',
}
const empty: TokenBalance = {
  ...dusd,
  symbol: 'NONE',
  address: 'eip155:31337:0x01',
  quantity: { decimals: '6', numeric: '0.0' },
}
const account = (patch: Partial<AccountState>): AccountState => ({ status: 'connected', ...patch })

test('the native currency comes first, with the chain’s own balance and the cloud’s price and icon', () => {
  const tokens = sendableTokens(
    account({
      balance: '10.000000000000000001',
      balanceSymbol: 'ETH',
      tokenBalance: [cloudEth, dusd, empty],
    }),
    porticoDevnet,
  )
  expect(tokens.map((token) => [token.symbol, token.quantity.numeric])).toEqual([
    ['ETH', '10.000000000000000001'],
    ['DUSD', '25'],
  ])
  expect(tokens[0]).toMatchObject({ price: 3000, iconUrl: 'data:eth', chainId: 'eip155:31337' })
  expect(tokens[0]?.address).toBeUndefined()
})

test('without cloud tokens (Solana today) the native balance alone is offered; nothing held, nothing offered', () => {
  expect(sendableTokens(account({ balance: '2' }), porticoDevnet).map((token) => token.symbol)).toEqual([
    'ETH',
  ])
  expect(sendableTokens(account({ balance: '0' }), porticoDevnet)).toEqual([])
  expect(sendableTokens(account({}), porticoDevnet)).toEqual([])
})

test('tokenContractAddress drops the CAIP-10 prefix', () => {
  expect(tokenContractAddress(dusd)).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
  expect(tokenContractAddress(cloudEth)).toBeUndefined()
})
