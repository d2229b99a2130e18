import { expect, test } from 'vitest'
import { bitcoin } from '../networks/bip122'
import { porticoDevnet, porticoDevnetL2 } from '../networks/porticoDevnet'
import { solanaDevnet } from '../networks/solana'
import { cosmosHub, polkadotRelay } from '../test/fixtures'
import { createWalletConnectConnector } from './createWalletConnectConnector'

const OPTIONS = {
  projectId: 'portico-test',
  relayUrl: 'ws://127.0.0.1:1',
  metadata: { name: 'Portico', description: 'test', url: 'http://127.0.0.1', icons: [] },
}

// SPEC §3, ARCHITECTURE.md "Adapters": one WALLET_CONNECT connector, listed in each namespace it serves.
test('the connector is listed once per namespace it serves, all with the same id', () => {
  const connector = createWalletConnectConnector({
    ...OPTIONS,
    networks: [porticoDevnet, porticoDevnetL2, solanaDevnet, polkadotRelay, bitcoin, cosmosHub],
  })
  const chains = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']
  expect(connector.namespaces).toEqual(chains)
  expect(connector.connectors).toEqual(
    chains.map((chain) => ({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain,
      chains,
    })),
  )
})

test('with no network, connect fails with Chain not configured and no session exists', async () => {
  const connector = createWalletConnectConnector({ ...OPTIONS, networks: [] })
  expect(connector.connectors).toEqual([])
  await expect(connector.connect()).rejects.toThrow('Chain not configured')
  expect(connector.getSession()).toBeUndefined()
})

test('disconnect with no session is a no-op and reports nothing', async () => {
  const connector = createWalletConnectConnector({ ...OPTIONS, networks: [porticoDevnet] })
  const reported: unknown[] = []
  connector.onDisconnect((event) => reported.push(event))
  await connector.disconnect()
  await connector.close()
  expect(reported).toEqual([])
})
