import { createStore } from 'zustand/vanilla'
import type { ThemeMode } from '../constants'
import type { ThemeVariables } from '../types/ui'

export type ThemeState = {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  setThemeMode: (mode: ThemeMode) => void
  /** Merges: a host sets one variable without repeating the others. */
  setThemeVariables: (variables: ThemeVariables) => void
}

export function createThemeStore(initial: { themeMode?: ThemeMode; themeVariables?: ThemeVariables }) {
  return createStore<ThemeState>()((set) => ({
    themeMode: initial.themeMode ?? 'light',
    themeVariables: initial.themeVariables ?? {},
    setThemeMode: (themeMode) => set({ themeMode }),
    setThemeVariables: (variables) =>
      set((state) => ({ themeVariables: { ...state.themeVariables, ...variables } })),
  }))
}

export type ThemeStore = ReturnType<typeof createThemeStore>
