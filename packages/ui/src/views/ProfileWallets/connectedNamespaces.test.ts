import { CHAIN_NAMESPACES, type ChainNamespace, type NamespaceState } from '@portico/core'
import { expect, test } from 'vitest'
import { type ChainsView, connectedNamespaces } from './connectedNamespaces'

const connection = { connectorId: 'w', accounts: [{ address: 'a' }] }

function chains(
  activeNamespace: ChainNamespace | undefined,
  patch: Partial<Record<ChainNamespace, Partial<NamespaceState>>>,
): ChainsView {
  const namespaces = Object.fromEntries(
    CHAIN_NAMESPACES.map((namespace) => [
      namespace,
      {
        network: undefined,
        account: { status: 'disconnected' },
        connectorId: undefined,
        connections: [],
        ...patch[namespace],
      },
    ]),
  ) as ChainsView['namespaces']
  return { activeNamespace, namespaces }
}

test('lists namespaces with a connection or one being restored, the active one first', () => {
  const state = chains('polkadot', {
    eip155: { connections: [connection] },
    polkadot: { connections: [connection] },
    bip122: { account: { status: 'reconnecting' } },
  })
  expect(connectedNamespaces(state)).toEqual(['polkadot', 'eip155', 'bip122'])
})

test('nothing connected lists nothing', () => {
  expect(connectedNamespaces(chains(undefined, {}))).toEqual([])
})
