import { createStore } from 'zustand/vanilla'

/** SPEC §9: the shake animation's length. */
export const MODAL_SHAKE_MS = 500

export type ModalState = {
  open: boolean
  loading: boolean
  shake: boolean
  setOpen: (open: boolean) => void
  setLoading: (loading: boolean) => void
  /** Shakes the modal to draw the eye to an error; clears itself after MODAL_SHAKE_MS (SPEC §4). */
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
      shakeTimer = setTimeout(() => set({ shake: false }), MODAL_SHAKE_MS)
    },
  }))
}

export type ModalStore = ReturnType<typeof createModalStore>
