import type { SiwxConfig } from '@portico/core'
import { createSiwx, localSiwxStorage } from '@portico/siwx'
import type { LocalStack } from '../stack/loadLocalStack'

/** The demo's "Sign in" switch, carried by `?signIn=` so a reload keeps it. */
export type SignInMode = 'off' | 'optional' | 'required'

/** Off on a server, where there is no page address to read. */
export function signInModeFromUrl(search = globalThis.location?.search ?? ''): SignInMode {
  const mode = new URLSearchParams(search).get('signIn')
  return mode === 'optional' || mode === 'required' ? mode : 'off'
}

/** Where the demo keeps sessions: the page, as a host without a server of its own for sessions would. */
export const demoSiwxStorage = localSiwxStorage()

/** Sign-in with any wallet on the demo's networks; smart-account signatures verify on the devnet RPCs. */
export function demoSiwx(stack: LocalStack, mode: SignInMode): SiwxConfig | undefined {
  if (mode === 'off') return undefined
  return createSiwx({
    storage: demoSiwxStorage,
    statement: 'Sign in to the Portico demo.',
    required: mode === 'required',
    rpcUrls: Object.fromEntries(stack.chains.map((chain) => [`eip155:${chain.chainId}`, chain.rpcUrl])),
  })
}
