import { createStore } from 'zustand/vanilla'
import type { Banner } from '../types/ui'

/** SPEC §9: a new banner waits this long after an open one closes. */
export const BANNER_DELAY_MS = 150

/** An alert of SPEC §8's catalogue, shown above the modal's content. */
export type Alert = {
  id: string
  shortMessage: string
  longMessage?: string
  variant: 'error' | 'warning' | 'info'
}

export type AlertsState = {
  alert: Alert | undefined
  banner: Banner
  showAlert: (alert: Alert) => void
  closeAlert: () => void
  /** SPEC §4: when a banner is open it closes first and the new one appears BANNER_DELAY_MS later. */
  showBanner: (banner: Omit<Banner, 'open'>) => void
  closeBanner: () => void
}

const closedBanner: Banner = { message: '', variant: 'success', open: false }

export function createAlertsStore() {
  let bannerTimer: ReturnType<typeof setTimeout> | undefined
  return createStore<AlertsState>()((set, get) => ({
    alert: undefined,
    banner: closedBanner,
    showAlert: (alert) => set({ alert }),
    closeAlert: () => set({ alert: undefined }),
    showBanner: (banner) => {
      clearTimeout(bannerTimer)
      if (!get().banner.open) return set({ banner: { ...banner, open: true } })
      set((state) => ({ banner: { ...state.banner, open: false } }))
      bannerTimer = setTimeout(() => set({ banner: { ...banner, open: true } }), BANNER_DELAY_MS)
    },
    closeBanner: () => {
      clearTimeout(bannerTimer)
      set((state) => ({ banner: { ...state.banner, open: false } }))
    },
  }))
}

export type AlertsStore = ReturnType<typeof createAlertsStore>
