import { type CaipNetwork, createPortico, porticoDevnet, porticoSolanaDevnet } from '@portico/core'
import { createTestEmbeddedWallet } from '@portico/core/testing'
import bs58 from 'bs58'
import { describe, expect, inject, test } from 'vitest'
import { createSolanaAdapter } from './createSolanaAdapter'

const devnet = inject('solanaDevnet')
const local: CaipNetwork = { ...porticoSolanaDevnet, rpcUrls: { default: { http: [devnet.rpcUrl] } } }
const EMAIL = 'ada@example.com'

const waitUntil = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5))
}

// Core's AUTH connector through this adapter, with core's scripted secure frame (the real frame needs a
// browser and the cloud: @portico/embedded-wallet's browser tests run it) and the real Solana devnet.
async function loadPage() {
  const address = devnet.accounts[2]?.address ?? ''
  const frame = createTestEmbeddedWallet({ solanaAddress: address })
  const adapter = createSolanaAdapter({ target: new EventTarget(), reconnectWaitMs: 0 })
  const client = createPortico({
    projectId: 'portico-devnet',
    // The secure frame starts on an EVM chain (SPEC §7's chainId), even for a Solana-only page.
    networks: [local, porticoDevnet],
    adapters: [adapter],
    embeddedWallet: { frameUrl: 'http://127.0.0.1:4100/', load: frame.load },
  })
  await client.ready
  client.stores.features.setState((state) => ({ features: { ...state.features, email: true } }))
  const wallet = await client.embeddedWallet()
  return { client, adapter, wallet, frame, address }
}

describe('the embedded wallet (AUTH connector)', () => {
  test('is listed, connects with the login, signs after Approve, refuses after Reject, and signs out on disconnect', async () => {
    const { client, adapter, wallet, frame, address } = await loadPage()
    expect(client.getConnectors('solana')).toContainEqual(
      expect.objectContaining({ id: 'auth', type: 'AUTH', chain: 'solana' }),
    )
    await wallet.requestEmailCode(EMAIL)
    frame.typeCode(frame.codeFor(EMAIL) ?? '')
    expect(await wallet.awaitEmailCode()).toBe(true)
    expect(client.getAccount('solana')).toMatchObject({
      status: 'connected',
      address,
      connectedWalletInfo: { type: 'AUTH' },
      user: { email: EMAIL },
    })
    // The balance is read from the devnet like any wallet's.
    await waitUntil(() => client.getAccount('solana')?.balance !== undefined)

    const signed = adapter.signMessage({ connectorId: 'auth', address, message: 'gm' })
    await waitUntil(() => wallet.stores.pendingRequest.getState().requests.length === 1)
    expect(wallet.stores.pendingRequest.getState().requests[0]).toMatchObject({
      namespace: 'solana',
      method: 'solana_signMessage',
      details: { kind: 'message', text: 'gm' },
    })
    // The person approves in the (scripted) secure frame: the page has no Approve of its own.
    frame.approve()
    // The scripted frame's signature, base58 as solana_signMessage answers (SPEC §7).
    expect(await signed).toBe(bs58.encode(new Uint8Array(64).fill(7)))

    const refused = adapter.signMessage({ connectorId: 'auth', address, message: 'no' })
    await waitUntil(() => wallet.stores.pendingRequest.getState().requests.length === 1)
    frame.reject()
    await expect(refused).rejects.toMatchObject({ code: 4001 })
    expect(frame.calls).not.toContain('solana:signMessage:no')

    await client.disconnect()
    await waitUntil(() => frame.calls.includes('signOut'))
    expect(frame.isLoggedIn()).toBe(false)
    expect(client.getAccount('solana')?.status).toBe('disconnected')
  })
})
