import { type AdapterEvents, type Connector, type EvmTwin, watchEvmTwins } from '@portico/core'
import type { WalletAdapter } from '@solana/wallet-adapter-base'
import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { ConnectorNotFoundError } from '../errors/ConnectorNotFoundError'
import { fromStandardWallet } from '../wallets/fromStandardWallet'
import { fromWalletAdapter } from '../wallets/fromWalletAdapter'
import type { SolanaWallet } from '../wallets/SolanaWallet'
import { isSolanaStandardWallet } from './isSolanaStandardWallet'
import { toPorticoConnector } from './toPorticoConnector'

export type CreateWalletRegistryParameters = {
  /** The page's Wallet Standard registry (getWallets()). */
  wallets: Pick<Wallets, 'get' | 'on'>
  /** Wallet adapters the host passed in. */
  walletAdapters: readonly WalletAdapter[]
  /** Where EIP-6963 wallets announce (the page's window); none on a server. */
  target: EventTarget | undefined
  events: Pick<AdapterEvents, 'connectorsChanged'>
  /** The client's AUTH connector (the embedded wallet), listed as core made it. */
  embeddedWallet?: { connector: Connector; wallet: SolanaWallet }
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * The Solana wallets the adapter can connect: Wallet Standard wallets as they register and
 * unregister, and the host's wallet adapters (unless a standard wallet of that name exists).
 * Every change is reported through connectorsChanged.
 */
export function createWalletRegistry({
  wallets,
  walletAdapters,
  target,
  events,
  embeddedWallet,
}: CreateWalletRegistryParameters) {
  const standard = new Map<Wallet, SolanaWallet>()
  const twins: EvmTwin[] = []
  const waiting = new Set<() => void>()

  const twinOf = (name: string) => twins.find((twin) => sameName(twin.name, name))
  const idFor = (name: string) => twinOf(name)?.rdns ?? name

  const list = (): SolanaWallet[] => {
    const found = [...standard.values()]
    const adapters = walletAdapters
      .filter((adapter) => !found.some((wallet) => sameName(wallet.name, adapter.name)))
      .map((adapter) => fromWalletAdapter(adapter, adapter.name))
    return [...found, ...adapters, ...(embeddedWallet ? [embeddedWallet.wallet] : [])]
  }

  const publish = () => {
    events.connectorsChanged(
      list().map((wallet) =>
        embeddedWallet && wallet === embeddedWallet.wallet
          ? embeddedWallet.connector
          : toPorticoConnector(wallet, twinOf(wallet.name)),
      ),
    )
    for (const wake of waiting) wake()
  }

  const add = (candidates: readonly Wallet[]) => {
    for (const wallet of candidates)
      if (isSolanaStandardWallet(wallet) && !standard.has(wallet))
        standard.set(wallet, fromStandardWallet(wallet, idFor(wallet.name)))
  }

  // A twin learnt later gives the wallet its rdns id: rebuild the handles of that name.
  const learnTwin = (twin: EvmTwin) => {
    const known = twins.findIndex((existing) => existing.rdns === twin.rdns)
    if (known >= 0 && twins[known]?.name === twin.name) return
    if (known >= 0) twins.splice(known, 1)
    twins.push(twin)
    for (const [wallet, handle] of standard)
      if (handle.id !== idFor(wallet.name))
        standard.set(wallet, fromStandardWallet(wallet, idFor(wallet.name)))
    publish()
  }

  const cleanups: (() => void)[] = []
  const registry = {
    start() {
      if (target) cleanups.push(watchEvmTwins(target, learnTwin))
      add(wallets.get())
      cleanups.push(
        wallets.on('register', (...registered) => {
          add(registered)
          publish()
        }),
        wallets.on('unregister', (...unregistered) => {
          for (const wallet of unregistered) standard.delete(wallet)
          publish()
        }),
      )
      publish()
    },
    stop() {
      for (const cleanup of cleanups.splice(0)) cleanup()
    },
    find(connectorId: string): SolanaWallet | undefined {
      return list().find((wallet) => wallet.id === connectorId)
    },
    get(connectorId: string): SolanaWallet {
      const wallet = registry.find(connectorId)
      if (!wallet) throw new ConnectorNotFoundError(connectorId)
      return wallet
    },
    /** The wallet once it registers (a restore may run before a wallet's script), or undefined after the wait. */
    async whenAvailable(connectorId: string, timeoutMs: number): Promise<SolanaWallet | undefined> {
      const now = registry.find(connectorId)
      if (now || timeoutMs <= 0) return now
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer)
          waiting.delete(check)
          resolve(registry.find(connectorId))
        }
        const check = () => {
          if (registry.find(connectorId)) done()
        }
        const timer = setTimeout(done, timeoutMs)
        waiting.add(check)
      })
    },
  }
  return registry
}

export type WalletRegistry = ReturnType<typeof createWalletRegistry>
