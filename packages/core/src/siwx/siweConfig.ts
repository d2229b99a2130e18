/** What AppKit's `createSIWEConfig` passes to `createMessage` (EIP-4361 fields; `address` is a did:pkh). */
export type SiweCreateMessageArgs = {
  domain: string
  uri: string
  version: string
  nonce: string
  /** `did:pkh:eip155:{chainId}:{address}`, as AppKit passes it. */
  address: string
  chainId: number
  statement?: string
  iat?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
}

export type SiweMessageParams = Partial<
  Pick<SiweCreateMessageArgs, 'domain' | 'uri' | 'statement' | 'exp' | 'nbf' | 'requestId' | 'resources'>
> & { chains?: number[]; iat?: string }

export type SiweSession = { address: string; chainId: number }

/** AppKit's SIWE configuration, accepted as `siweConfig` so a host's existing setup carries over. */
export type SiweConfig = {
  getMessageParams?: () => Promise<SiweMessageParams>
  createMessage: (args: SiweCreateMessageArgs) => string
  getNonce: (address?: string) => Promise<string>
  getSession: () => Promise<SiweSession | null | undefined>
  verifyMessage: (args: { message: string; signature: string; cacao?: unknown }) => Promise<boolean>
  signOut: () => Promise<boolean>
  onSignIn?: (session?: SiweSession) => void
  onSignOut?: () => void
  /** SPEC §4: clear the session on disconnect; default true. */
  signOutOnDisconnect?: boolean
  required?: boolean
}
