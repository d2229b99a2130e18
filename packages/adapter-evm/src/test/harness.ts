import type { CaipNetwork } from '@portico/core'
import { recordAdapterEvents } from '@portico/core/testing'
import { type DevnetDescription, getDevnetAccounts } from '@portico/devnet'
import { announceEip6963Provider, createEvmTestWallet, type KnownChain } from '@portico/test-wallets'
import { Window } from 'happy-dom'
import { type CreateEvmAdapterParameters, createEvmAdapter } from '../createEvmAdapter'

let accounts: ReturnType<typeof getDevnetAccounts> | undefined
/** The funded devnet accounts, derived once per test file (HD derivation is slow in pure JS). */
export const devnetAccounts = () => {
  accounts ??= getDevnetAccounts()
  return accounts
}

/** The devnet chains as SPEC §3 networks; the L2 carries an explorer so SPEC §7's add-chain fields are all set. */
export function devnetNetworks(devnet: DevnetDescription): [CaipNetwork, CaipNetwork] {
  const [l1, l2] = devnet.chains.map(
    (chain): CaipNetwork => ({
      id: chain.chainId,
      name: chain.name,
      chainNamespace: 'eip155',
      caipNetworkId: `eip155:${chain.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      testnet: true,
    }),
  ) as [CaipNetwork, CaipNetwork]
  return [
    l1,
    {
      ...l2,
      blockExplorers: { default: { name: 'Devnet Explorer', url: 'https://explorer.devnet.invalid' } },
    },
  ]
}

/** A page of its own for one test: a real happy-dom window where wallets announce. */
export const createTestWindow = () => new Window() as unknown as EventTarget & { ethereum?: unknown }

/** A devnet wallet holding one funded account, knowing the given chains (the first is current). */
export function createDevnetWallet(
  devnet: DevnetDescription,
  { accountIndex, chainKeys = ['l1'] }: { accountIndex: number; chainKeys?: ('l1' | 'l2')[] },
) {
  const account = devnetAccounts()[accountIndex]
  if (!account) throw new Error(`no devnet account ${accountIndex}`)
  const chains = chainKeys.map((key): KnownChain => {
    const chain = devnet.chains.find((candidate) => candidate.key === key)
    if (!chain) throw new Error(`no devnet chain ${key}`)
    return { chainId: chain.chainId, rpcUrl: chain.rpcUrl, name: chain.name }
  }) as [KnownChain, ...KnownChain[]]
  return createEvmTestWallet({ accounts: [account], chains })
}

/** An adapter set up on its own window, with the devnet wallet announced there (EIP-6963). */
export async function setUpWithAnnouncedWallet(
  devnet: DevnetDescription,
  wallet: ReturnType<typeof createDevnetWallet>,
  parameters: CreateEvmAdapterParameters = {},
) {
  const target = createTestWindow()
  announceEip6963Provider(target, wallet.provider)
  const recorder = recordAdapterEvents()
  const adapter = createEvmAdapter({ target, ...parameters })
  await adapter.setup({
    networks: devnetNetworks(devnet),
    events: recorder.events,
    options: { enableEIP6963: true, enableInjected: true, enableWalletConnect: false },
  })
  return { adapter, target, ...recorder }
}

export const DEVNET_WALLET_ID = 'dev.portico.wallet'

/** Waits for what a wallet event changes (wagmi reports them asynchronously); the test timeout bounds it. */
export async function waitUntil(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5))
}
