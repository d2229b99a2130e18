import { expect, test } from 'vitest'
import { cookieToInitialState } from './cookieToInitialState'

const cookie = (value: unknown) =>
  `theme=dark; portico.session=${encodeURIComponent(JSON.stringify(value))}; other=1`

test('reads the accounts and the active namespace from the session cookie among others', () => {
  const state = {
    activeNamespace: 'eip155',
    accounts: {
      eip155: { connectorId: 'io.metamask', address: '0xabc', caipNetworkId: 'eip155:1' },
      solana: { connectorId: 'Phantom', address: 'So1' },
    },
  }
  expect(cookieToInitialState(cookie(state))).toEqual(state)
})

test('no header, no session cookie, or a cookie that is not JSON: no initial state', () => {
  expect(cookieToInitialState(undefined)).toBeUndefined()
  expect(cookieToInitialState('theme=dark')).toBeUndefined()
  expect(cookieToInitialState('portico.session=%7Bnot json')).toBeUndefined()
  expect(cookieToInitialState('portico.session=%E0%A4%A')).toBeUndefined()
})

test('malformed entries are dropped, never trusted', () => {
  expect(
    cookieToInitialState(
      cookie({
        activeNamespace: 'dogecoin',
        accounts: {
          eip155: { connectorId: 'io.metamask' },
          dogecoin: { connectorId: 'x', address: 'D1' },
          solana: { connectorId: 'Phantom', address: 'So1', caipNetworkId: 'evil:1' },
          bip122: { connectorId: 7, address: 'bc1' },
          cosmos: { connectorId: 'keplr', address: 'cosmos1', caipNetworkId: 'cosmos:cosmoshub-4' },
        },
      }),
    ),
  ).toEqual({
    accounts: { cosmos: { connectorId: 'keplr', address: 'cosmos1', caipNetworkId: 'cosmos:cosmoshub-4' } },
  })
})
