import { createStore } from 'zustand/vanilla'
import { BANNER_DELAY_MS } from '../constants'
import type { AlertMessage } from '../errors'
import type { Banner } from '../types/ui'

/** An alert of SPEC §8's catalogue as shown above the modal's content; info alerts inform, the rest warn. */
export type Alert = AlertMessage & { variant: 'error' | 'info' }

export type AlertsState = {
  alert: Alert | undefined
  banner: Banner
  showAlert: (alert: AlertMessage, variant?: Alert['variant']) => void
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
    showAlert: (alert, variant = 'error') => set({ alert: { ...alert, variant } }),
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
