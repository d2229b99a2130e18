import type { SiwxConfig } from '@portico/core'
import { cloudSiwxStorage, createSiwx, localSiwxStorage, type SiwxStorage } from '@portico/siwx'
import type { LocalStack } from '../stack/loadLocalStack'
import { DEMO_PROJECT_ID } from './demoProjectId'

/** The demo's "Sign in" switch, carried by `?signIn=` so a reload keeps it. */
export type SignInMode = 'off' | 'optional' | 'required'

/** Who keeps the sessions, carried by `?signInStorage=`: the page itself, or Portico Cloud. */
export type SignInStorage = 'page' | 'cloud'

/** Off on a server, where there is no page address to read. */
export function signInModeFromUrl(search = globalThis.location?.search ?? ''): SignInMode {
  const mode = new URLSearchParams(search).get('signIn')
  return mode === 'optional' || mode === 'required' ? mode : 'off'
}

export function signInStorageFromUrl(search = globalThis.location?.search ?? ''): SignInStorage {
  return new URLSearchParams(search).get('signInStorage') === 'cloud' ? 'cloud' : 'page'
}

/** The page's sessions: a host without a server of its own for sessions. */
const pageStorage = localSiwxStorage()
let cloudStorage: ReturnType<typeof cloudSiwxStorage> | undefined

/** The storage of the chosen kind; the cloud's is made once, against the stack's cloud. */
export function demoSiwxStorage(stack: LocalStack, kind: SignInStorage): SiwxStorage {
  if (kind === 'page') return pageStorage
  cloudStorage ??= cloudSiwxStorage({ apiUrl: stack.cloudUrl, projectId: DEMO_PROJECT_ID })
  return cloudStorage
}

/**
 * What the page sends its server to prove who is signed in: the cloud's session token, or the
 * session itself (message, signature) for the server to verify.
 */
export async function demoSessionProof(
  stack: LocalStack,
  kind: SignInStorage,
  chainId: string,
  address: string,
): Promise<Record<string, unknown> | undefined> {
  if (kind === 'cloud') {
    const storage = demoSiwxStorage(stack, 'cloud') as ReturnType<typeof cloudSiwxStorage>
    // get() first: it drops a token the cloud has revoked or expired.
    if ((await storage.get(chainId, address)).length === 0) return undefined
    const token = storage.getToken(chainId, address)
    return token ? { token } : undefined
  }
  const [session] = (await pageStorage.get(chainId, address)).slice(-1)
  if (!session) return undefined
  const publicKey = (session.cacao as { publicKey?: unknown } | undefined)?.publicKey
  return { message: session.message, signature: session.signature, publicKey }
}

/** Sign-in with any wallet on the demo's networks; smart-account signatures verify on the devnet RPCs. */
export function demoSiwx(stack: LocalStack, mode: SignInMode, kind: SignInStorage): SiwxConfig | undefined {
  if (mode === 'off') return undefined
  return createSiwx({
    storage: demoSiwxStorage(stack, kind),
    statement: 'Sign in to the Portico demo.',
    required: mode === 'required',
    rpcUrls: Object.fromEntries(stack.chains.map((chain) => [`eip155:${chain.chainId}`, chain.rpcUrl])),
  })
}
