import type { ThemeMode } from '@portico/core'

/** The base colours of each mode before the host's accent and colour mix apply (SPEC §2: light or dark). */
export type Palette = {
  background1: string
  background2: string
  background3: string
  text: string
  border: string
  accent: string
  error: string
  success: string
  overlay: string
}

export const PALETTES: Record<ThemeMode, Palette> = {
  light: {
    background1: '#ffffff',
    background2: '#f3f4f4',
    background3: '#e6e8e8',
    text: '#141414',
    border: '#dfe2e2',
    accent: '#0a6fd6',
    error: '#c4232b',
    success: '#1a7f3c',
    overlay: 'rgba(20, 20, 20, 0.4)',
  },
  dark: {
    background1: '#161717',
    background2: '#202222',
    background3: '#2b2e2e',
    text: '#e8ebeb',
    border: '#2f3333',
    accent: '#4aa3ff',
    error: '#ff7a7f',
    success: '#4fd27f',
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
}
