import {
  type CaipNetwork,
  createMemoryStorage,
  createPortico,
  porticoSolanaDevnet,
  solanaDevnet,
} from '@portico/core'
import { createSolanaTestWallet } from '@portico/test-wallets'
import { Connection, PublicKey } from '@solana/web3.js'
import { describe, expect, inject, test } from 'vitest'
import { createSolanaAdapter } from './createSolanaAdapter'
import { registerWallets } from './test/setUpAdapter'

const devnet = inject('solanaDevnet')
const WALLET = 'Portico Devnet Wallet'
const local: CaipNetwork = { ...porticoSolanaDevnet, rpcUrls: { default: { http: [devnet.rpcUrl] } } }
// A second configured network that is never read: its RPC is an unreachable local port.
const other: CaipNetwork = { ...solanaDevnet, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } }

const waitUntil = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5))
}

/** A page load: a core client with a fresh Solana adapter; the wallet is registered on the page's registry. */
async function loadPage(storage: ReturnType<typeof createMemoryStorage>) {
  const client = createPortico({
    projectId: 'portico-devnet',
    networks: [local, other],
    adapters: [createSolanaAdapter({ target: new EventTarget(), reconnectWaitMs: 0 })],
    storage,
  })
  await client.ready
  return client
}

describe('with the core client', () => {
  test('connect with the SOL balance read, switch network, reload and restore with no prompt, then the wallet disconnects', async () => {
    const secretKey = Uint8Array.from(devnet.accounts[1]?.secretKey ?? []).slice(0, 32)
    const wallet = createSolanaTestWallet({
      secretKeys: [secretKey],
      rpcUrls: { 'solana:localnet': devnet.rpcUrl },
    })
    registerWallets(wallet.wallet)
    const address = devnet.accounts[1]?.address ?? ''
    const storage = createMemoryStorage()
    const page = await loadPage(storage)
    expect(page.getConnectors('solana').map((connector) => [connector.id, connector.type])).toEqual([
      [WALLET, 'ANNOUNCED'],
    ])

    await page.connect({ namespace: 'solana', connectorId: WALLET })
    expect(page.getAccount('solana')).toMatchObject({
      status: 'connected',
      caipAddress: `${local.caipNetworkId}:${address}`,
    })
    await waitUntil(() => page.getAccount('solana')?.balance !== undefined)
    const lamports = await new Connection(devnet.rpcUrl).getBalance(new PublicKey(address))
    expect(page.getAccount('solana')).toMatchObject({
      balance: `${Math.floor(lamports / 1e9)}.${String(lamports % 1e9).padStart(9, '0')}`,
      balanceSymbol: 'SOL',
    })

    expect(await page.switchNetwork(other)).toBe('switched')
    expect(page.getAccount('solana')?.caipAddress).toBe(`${other.caipNetworkId}:${address}`)
    expect(await page.switchNetwork(local)).toBe('switched')

    wallet.rejectNext() // a prompt on reload would fail the restore
    const reloaded = await loadPage(storage)
    expect(reloaded.getAccount('solana')).toMatchObject({
      status: 'connected',
      caipAddress: `${local.caipNetworkId}:${address}`,
    })
    // Only the first visit's connect asked the wallet.
    expect(wallet.requests.filter((request) => request.feature === 'standard:connect')).toHaveLength(1)

    wallet.disconnect()
    await waitUntil(() => reloaded.getAccount('solana')?.status === 'disconnected')
    expect(reloaded.getAccount('solana')?.address).toBeUndefined()
  })
})
