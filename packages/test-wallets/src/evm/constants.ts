/** How the devnet wallet presents itself through EIP-6963. */
export const DEVNET_WALLET_NAME = 'Portico Devnet Wallet'
export const DEVNET_WALLET_RDNS = 'dev.portico.wallet'

const iconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b5bdb"/><path d="M9 23V9h8a5 5 0 0 1 0 10h-4v4z" fill="#fff"/></svg>'

/** EIP-6963 asks for a data URI so the icon loads with no request. */
export const DEVNET_WALLET_ICON = `data:image/svg+xml;base64,${btoa(iconSvg)}` as const

/** EIP-5792 call-bundle status codes (wallet_getCallsStatus). */
export const CALLS_STATUS = { pending: 100, confirmed: 200, reverted: 500, partiallyReverted: 600 } as const
