import { createStore } from 'zustand/vanilla'
import { SHAKE_DURATION_MS } from '../constants'

export type ModalState = {
  open: boolean
  loading: boolean
  shake: boolean
  setOpen: (open: boolean) => void
  setLoading: (loading: boolean) => void
  /** Shakes the modal to draw the eye to an error; clears itself after SHAKE_DURATION_MS (SPEC §4). */
  triggerShake: () => void
}

export function createModalStore() {
  let shakeTimer: ReturnType<typeof setTimeout> | undefined
  return createStore<ModalState>()((set) => ({
    open: false,
    loading: false,
    shake: false,
    setOpen: (open) => set({ open }),
    setLoading: (loading) => set({ loading }),
    triggerShake: () => {
      clearTimeout(shakeTimer)
      set({ shake: true })
      shakeTimer = setTimeout(() => set({ shake: false }), SHAKE_DURATION_MS)
    },
  }))
}

export type ModalStore = ReturnType<typeof createModalStore>
