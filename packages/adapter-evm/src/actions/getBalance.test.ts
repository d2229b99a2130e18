import { DEVNET_TOKENS } from '@portico/devnet'
import { describe, expect, inject, test } from 'vitest'
import { createDevnetWallet, devnetAccounts, devnetNetworks, setUpWithAnnouncedWallet } from '../test/harness'

const devnet = inject('devnet')
const networks = devnetNetworks(devnet)
// Account 9 never sends in these tests, so it still holds exactly the fixture grants.
const holder = devnetAccounts()[9]?.address ?? ''

describe('balances (acceptance 3)', () => {
  test.each(networks.map((network) => [network.caipNetworkId, network] as const))(
    'native ETH of a funded account on %s is the fixture grant',
    async (_, caipNetwork) => {
      const { adapter } = await setUpWithAnnouncedWallet(
        devnet,
        createDevnetWallet(devnet, { accountIndex: 9 }),
      )
      expect(await adapter.getBalance?.({ address: holder, caipNetwork })).toEqual({
        balance: '10000',
        symbol: 'ETH',
      })
    },
  )

  test.each(DEVNET_TOKENS.map((token) => [token.symbol, token] as const))(
    '%s of a funded account is the fixture grant, on both chains',
    async (symbol, token) => {
      const { adapter } = await setUpWithAnnouncedWallet(
        devnet,
        createDevnetWallet(devnet, { accountIndex: 9 }),
      )
      for (const [index, caipNetwork] of networks.entries()) {
        const tokenAddress = devnet.chains[index]?.contracts[symbol] ?? ''
        expect(await adapter.getTokenBalance({ address: holder, tokenAddress, caipNetwork })).toEqual({
          balance: String(token.grantEach),
          symbol,
          decimals: token.decimals,
          value: token.grantEach * 10n ** BigInt(token.decimals),
        })
      }
    },
  )

  test('a fresh address holds nothing', async () => {
    const { adapter } = await setUpWithAnnouncedWallet(
      devnet,
      createDevnetWallet(devnet, { accountIndex: 9 }),
    )
    const fresh = '0x000000000000000000000000000000000000dEaD'
    expect(await adapter.getBalance?.({ address: fresh, caipNetwork: networks[0] })).toEqual({
      balance: '0',
      symbol: 'ETH',
    })
  })
})
