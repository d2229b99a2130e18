import { expect, test } from 'vitest'
import { parseSessionAccounts } from './parseSessionAccounts'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOL = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

test('each namespace of the session gives its addresses once and the chain of the first', () => {
  expect(
    parseSessionAccounts({
      eip155: {
        accounts: [
          `eip155:31337:${ALICE}`,
          `eip155:31337:${BOB}`,
          `eip155:31338:${ALICE}`,
          `eip155:31338:${BOB}`,
        ],
      },
      solana: { accounts: [`${SOLANA_DEVNET}:${SOL}`] },
    }),
  ).toEqual({
    eip155: { chainId: 31337, accounts: [{ address: ALICE }, { address: BOB }] },
    solana: { chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', accounts: [{ address: SOL }] },
  })
})

test('polkadot and cosmos: the accounts of the first chain, whose address prefixes other chains do not share', () => {
  const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
  const KUSAMA = 'polkadot:b0a8d493285c2df73290dfb7e61f870f'
  expect(
    parseSessionAccounts({
      polkadot: { accounts: [`${POLKADOT}:15oF4u`, `${POLKADOT}:14E5nq`, `${KUSAMA}:HNZata`] },
      cosmos: { accounts: ['cosmos:cosmoshub-4:cosmos1abc', 'cosmos:osmosis-1:osmo1abc'] },
    }),
  ).toEqual({
    polkadot: {
      chainId: '91b171bb158e2d3848fa23a9f1c25182',
      accounts: [{ address: '15oF4u' }, { address: '14E5nq' }],
    },
    cosmos: { chainId: 'cosmoshub-4', accounts: [{ address: 'cosmos1abc' }] },
  })
})

test('namespaces without accounts and ones core does not route through WalletConnect are left out', () => {
  expect(
    parseSessionAccounts({
      eip155: { accounts: [] },
      near: { accounts: ['near:mainnet:portico.near'] },
    }),
  ).toEqual({})
})
