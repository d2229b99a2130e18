import { Keypair } from '@solana/web3.js'
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, test } from 'vitest'
import { createKeypairWallet } from '../test/createKeypairWallet'
import { registerWallets, setUpAdapter } from '../test/setUpAdapter'

const summary = (
  connectors: { id: string; name: string; type: string; chain: string; chains?: string[] }[],
) => connectors.map(({ id, name, type, chain, chains }) => ({ id, name, type, chain, chains }))

const announce = (target: EventTarget, info: { rdns: string; name: string; icon?: string }) =>
  target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider: {} } }))

describe('Wallet Standard discovery', () => {
  test('a registered wallet with a solana chain and standard:connect is an ANNOUNCED solana connector', async () => {
    const { wallet } = createKeypairWallet({ keypair: Keypair.generate(), name: 'Solflare' })
    registerWallets(wallet)
    const { latestConnectors } = await setUpAdapter()
    expect(summary(latestConnectors())).toEqual([
      { id: 'Solflare', name: 'Solflare', type: 'ANNOUNCED', chain: 'solana', chains: ['solana'] },
    ])
    expect(latestConnectors()[0]?.provider).toBe(wallet)
    expect(latestConnectors()[0]?.imageUrl).toBe(wallet.icon)
  })

  test('wallets without a solana chain, or without standard:connect, are left out', async () => {
    const sui: Wallet = {
      ...createKeypairWallet({ keypair: Keypair.generate(), name: 'Sui' }).wallet,
      chains: ['sui:mainnet'],
    }
    const base = createKeypairWallet({ keypair: Keypair.generate(), name: 'No Connect' }).wallet
    const noConnect: Wallet = {
      ...base,
      chains: base.chains,
      accounts: [],
      features: Object.fromEntries(
        Object.entries(base.features).filter(([name]) => name !== 'standard:connect'),
      ),
    }
    registerWallets(sui, noConnect)
    const { latestConnectors } = await setUpAdapter()
    expect(latestConnectors()).toEqual([])
  })

  test('a wallet registering after setup appears, and disappears when it unregisters', async () => {
    const { latestConnectors } = await setUpAdapter()
    expect(latestConnectors()).toEqual([])
    const unregister = registerWallets(
      createKeypairWallet({ keypair: Keypair.generate(), name: 'Late' }).wallet,
    )
    expect(latestConnectors().map((connector) => connector.id)).toEqual(['Late'])
    unregister()
    expect(latestConnectors()).toEqual([])
  })

  test('a wallet that is also an EIP-6963 wallet of the same name is one MULTI_CHAIN connector under its rdns', async () => {
    const target = new EventTarget()
    registerWallets(
      createKeypairWallet({ keypair: Keypair.generate(), name: 'Portico Devnet Wallet' }).wallet,
    )
    const { latestConnectors } = await setUpAdapter({ target })
    expect(latestConnectors().map((connector) => `${connector.id}:${connector.type}`)).toEqual([
      'Portico Devnet Wallet:ANNOUNCED',
    ])
    announce(target, { rdns: 'dev.portico.wallet', name: 'Portico Devnet Wallet' })
    const [multi] = latestConnectors()
    expect(summary(latestConnectors())).toEqual([
      {
        id: 'dev.portico.wallet',
        name: 'Portico Devnet Wallet',
        type: 'MULTI_CHAIN',
        chain: 'solana',
        chains: ['eip155', 'solana'],
      },
    ])
    expect(multi?.info).toEqual({ rdns: 'dev.portico.wallet' })
    expect(multi?.connectors?.map((member) => `${member.chain}:${member.id}:${member.type}`)).toEqual([
      'eip155:dev.portico.wallet:ANNOUNCED',
      'solana:dev.portico.wallet:ANNOUNCED',
    ])
  })

  test('an EIP-6963 wallet loaded before the adapter answers its request to announce', async () => {
    const target = new EventTarget()
    // As an EIP-6963 wallet does: it announces whenever a page asks.
    target.addEventListener('eip6963:requestProvider', () =>
      announce(target, { rdns: 'dev.portico.wallet', name: 'Portico Devnet Wallet' }),
    )
    registerWallets(
      createKeypairWallet({ keypair: Keypair.generate(), name: 'Portico Devnet Wallet' }).wallet,
    )
    const { latestConnectors } = await setUpAdapter({ target })
    expect(latestConnectors().map((connector) => `${connector.id}:${connector.type}`)).toEqual([
      'dev.portico.wallet:MULTI_CHAIN',
    ])
  })

  test('an EIP-6963 wallet of another name leaves the Solana wallet as it is', async () => {
    const target = new EventTarget()
    registerWallets(createKeypairWallet({ keypair: Keypair.generate(), name: 'Solflare' }).wallet)
    const { latestConnectors } = await setUpAdapter({ target })
    announce(target, { rdns: 'io.metamask', name: 'MetaMask' })
    expect(summary(latestConnectors())).toEqual([
      { id: 'Solflare', name: 'Solflare', type: 'ANNOUNCED', chain: 'solana', chains: ['solana'] },
    ])
  })
})
