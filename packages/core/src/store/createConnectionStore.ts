import { createStore } from 'zustand/vanilla'
import { RECENT_WALLETS_MAX } from '../constants'
import type { RecentWallet } from '../types/connection'

/** A WalletConnect pairing offer and when it stops being valid. */
export type Pairing = { uri: string; expiresAtMs: number }

export type ConnectionState = {
  recentWallets: RecentWallet[]
  pairing: Pairing | undefined
  /** The last connect failure's message, for the connecting views. */
  error: string | undefined
  addRecentWallet: (wallet: RecentWallet) => void
  setRecentWallets: (wallets: RecentWallet[]) => void
  setPairing: (pairing: Pairing | undefined) => void
  setError: (error: string | undefined) => void
}

/** Newest first, without duplicates, at most RECENT_WALLETS_MAX (SPEC §3). */
export function withRecentWallet(wallets: RecentWallet[], wallet: RecentWallet): RecentWallet[] {
  return [wallet, ...wallets.filter((existing) => existing.id !== wallet.id)].slice(0, RECENT_WALLETS_MAX)
}

export function createConnectionStore(initialRecentWallets: RecentWallet[] = []) {
  return createStore<ConnectionState>()((set) => ({
    recentWallets: initialRecentWallets.slice(0, RECENT_WALLETS_MAX),
    pairing: undefined,
    error: undefined,
    addRecentWallet: (wallet) =>
      set((state) => ({ recentWallets: withRecentWallet(state.recentWallets, wallet) })),
    setRecentWallets: (recentWallets) => set({ recentWallets: recentWallets.slice(0, RECENT_WALLETS_MAX) }),
    setPairing: (pairing) => set({ pairing }),
    setError: (error) => set({ error }),
  }))
}

export type ConnectionStore = ReturnType<typeof createConnectionStore>
