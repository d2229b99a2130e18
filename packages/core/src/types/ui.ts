/** SPEC §3: a notification banner. */
export type Banner = {
  message: string
  variant: 'success' | 'loading' | 'error' | 'info'
  svg?: string
  open: boolean
  autoClose?: boolean
}

/** The public theme variables of ARCHITECTURE.md, set by the host. */
export type ThemeVariables = {
  '--portico-accent'?: string
  '--portico-color-mix'?: string
  '--portico-color-mix-strength'?: number
  '--portico-font-family'?: string
  '--portico-font-size-master'?: string
  '--portico-border-radius-master'?: string
  '--portico-z-index'?: number
  '--portico-qr-color'?: string
}

/** SPEC §3: what the embedded wallet's frame is told of the host. */
export type DappMetadata = { name: string; description: string; url: string; icons: string[] }
