/** A wallet that puts a Keplr-compatible object on `window`: where, and how it presents itself. */
export type InjectedCosmosWallet = {
  /** The connector's id, stable across visits (a restore finds the wallet by it). */
  id: string
  name: string
  icon: string
  /** The global holding the provider: `keplr` for window.keplr. */
  globalName: string
  /** The event the wallet fires on `window` when its user changes account. */
  keystoreChangeEvent: string
}

const icon = (letter: string, background: string) =>
  `data:image/svg+xml;base64,${btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${background}"/><text x="16" y="22" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`,
  )}`

/** Keplr: window.keplr and keplr_keystorechange (Keplr's documentation). */
export const KEPLR: InjectedCosmosWallet = {
  id: 'keplr',
  name: 'Keplr',
  icon: icon('K', '#314fdf'),
  globalName: 'keplr',
  keystoreChangeEvent: 'keplr_keystorechange',
}

/** Leap: window.leap and leap_keystorechange (Leap's documentation). */
export const LEAP: InjectedCosmosWallet = {
  id: 'leap',
  name: 'Leap',
  icon: icon('L', '#29a874'),
  globalName: 'leap',
  keystoreChangeEvent: 'leap_keystorechange',
}

/** The wallets looked for unless the host lists its own. */
export const DEFAULT_INJECTED_WALLETS: readonly InjectedCosmosWallet[] = [KEPLR, LEAP]
