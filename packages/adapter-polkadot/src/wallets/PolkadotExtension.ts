/** How an extension found in `window.injectedWeb3` presents itself as a connector. */
export type PolkadotExtension = {
  /** The connector's id, stable across visits (a restore finds the extension by it). */
  id: string
  name: string
  icon: string
  /** Its key in `window.injectedWeb3`. */
  injectedKey: string
  /** For extensions that inject under another's key (Nova as `polkadot-js`): whether this page has it. */
  isPresent?: (page: Record<string, unknown>) => boolean
}

const icon = (letter: string, background: string) =>
  `data:image/svg+xml;base64,${btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${background}"/><text x="16" y="22" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`,
  )}`

/** Nova Wallet's in-app browser injects as polkadot-js and flags itself on window.walletExtension. */
export const NOVA_WALLET: PolkadotExtension = {
  id: 'nova-wallet',
  name: 'Nova Wallet',
  icon: icon('N', '#2c2cb8'),
  injectedKey: 'polkadot-js',
  isPresent: (page) =>
    (page.walletExtension as { isNovaWallet?: unknown } | undefined)?.isNovaWallet === true,
}

export const POLKADOT_JS: PolkadotExtension = {
  id: 'polkadot-js',
  name: 'polkadot{.js}',
  icon: icon('P', '#ff8c00'),
  injectedKey: 'polkadot-js',
}

export const TALISMAN: PolkadotExtension = {
  id: 'talisman',
  name: 'Talisman',
  icon: icon('T', '#fd4848'),
  injectedKey: 'talisman',
}

export const SUBWALLET: PolkadotExtension = {
  id: 'subwallet-js',
  name: 'SubWallet',
  icon: icon('S', '#004bff'),
  injectedKey: 'subwallet-js',
}

/** The extensions named unless the host lists its own; any other key still shows, under its key. */
export const DEFAULT_POLKADOT_EXTENSIONS: readonly PolkadotExtension[] = [
  NOVA_WALLET,
  POLKADOT_JS,
  TALISMAN,
  SUBWALLET,
]

/** An extension nobody described: its key is its id and its name. */
export function unknownExtension(injectedKey: string): PolkadotExtension {
  return {
    id: injectedKey,
    name: injectedKey,
    icon: icon(injectedKey.charAt(0).toUpperCase() || '?', '#6b7280'),
    injectedKey,
  }
}
