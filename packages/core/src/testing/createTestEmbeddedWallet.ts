import {
  type Eip1193Provider,
  EMAIL_COOLDOWN_MS,
  type EmbeddedSolanaProvider,
  type EmbeddedWalletBridge,
  type EmbeddedWalletBridgeUser,
  type EmbeddedWalletModule,
  emailCooldownMessage,
} from '../index'

export type TestEmbeddedWalletParameters = {
  /** The clock the scripted cloud's 30 s cooldown runs on (a test's fake one). */
  now?: () => number
  address?: string
  solanaAddress?: string
}

/** What the scripted frame answers for a wrong code (the real cloud's wording is its own). */
export const TEST_WRONG_CODE_MESSAGE = 'Wrong code'

/**
 * A scripted secure frame in @portico/embedded-wallet's module shape, for core's unit tests. The real
 * bridge needs a browser, a frame on another origin and the cloud, which @portico/embedded-wallet's browser
 * tests run; this one keeps users, codes, the server's 30 s cooldown and the session in memory, shared by
 * every bridge it makes, as the frame's storage outlives a reload. Signatures are scripted, not real.
 */
export function createTestEmbeddedWallet({
  now = Date.now,
  address = '0x2222222222222222222222222222222222222222',
  solanaAddress = 'CktRuQ2mttgRGkXJtyksdKHjUdc2C4TgDzyB98oEzy8',
}: TestEmbeddedWalletParameters = {}) {
  const mails: { email: string; code: string }[] = []
  const calls: string[] = []
  let session: string | undefined
  let pendingEmail: string | undefined
  let lastSentAt: number | undefined
  let chainId = 0
  let loadFailure: Error | undefined

  const user = (email: string): EmbeddedWalletBridgeUser & { userId: string } => ({
    userId: 'user-1',
    email,
    address,
    chainId,
    accounts: [{ address, type: 'eoa' }],
    userName: null,
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
    solanaAddress,
  })
  const loggedIn = () => {
    if (!session) throw new Error('not logged in')
    return session
  }

  const module: EmbeddedWalletModule = {
    createEmbeddedWalletBridge(parameters) {
      calls.push(`bridge:${parameters.frameUrl}:${parameters.chainId}:${parameters.rpcUrl}`)
      chainId = parameters.chainId
      const bridge: EmbeddedWalletBridge = {
        load: async () => void calls.push('load'),
        async connectEmail({ email }) {
          calls.push(`connectEmail:${email}`)
          // The cloud's own cooldown (SPEC §5), which no page storage can skip.
          if (lastSentAt !== undefined && now() - lastSentAt < EMAIL_COOLDOWN_MS)
            throw new Error(emailCooldownMessage(Math.ceil((lastSentAt + EMAIL_COOLDOWN_MS - now()) / 1000)))
          lastSentAt = now()
          pendingEmail = email
          mails.push({ email, code: String(100_000 + mails.length + 1) })
          return { action: 'VERIFY_OTP' }
        },
        async connectOtp({ otp }) {
          calls.push(`connectOtp:${otp}`)
          const last = [...mails].reverse().find((mail) => mail.email === pendingEmail)
          if (!pendingEmail || last?.code !== otp) throw new Error(TEST_WRONG_CODE_MESSAGE)
          session = pendingEmail
          pendingEmail = undefined
          return user(session)
        },
        getUser: async () => user(loggedIn()),
        isConnected: async () => session !== undefined,
        abortRpcRequests: async () => void calls.push('abortRpcRequests'),
        async signOut() {
          calls.push('signOut')
          session = undefined
        },
      }
      return bridge
    },
    createEmbeddedEvmProvider(): Eip1193Provider {
      return {
        async request({ method, params }) {
          calls.push(`evm:${method}`)
          switch (method) {
            case 'eth_accounts':
              return session ? [address] : []
            case 'eth_requestAccounts':
              loggedIn()
              return [address]
            case 'eth_chainId':
              return `0x${chainId.toString(16)}`
            case 'personal_sign':
              loggedIn()
              return `0xsigned-${String((params as unknown[])[0])}`
            default:
              throw Object.assign(new Error(`the scripted frame has no ${method}`), { code: 4200 })
          }
        },
        on: () => undefined,
        removeListener: () => undefined,
      }
    },
    createEmbeddedSolanaProvider(): EmbeddedSolanaProvider {
      let publicKey: string | undefined
      return {
        get publicKey() {
          return publicKey
        },
        async connect() {
          loggedIn()
          publicKey = solanaAddress
          return { publicKey }
        },
        async signMessage(message) {
          calls.push(`solana:signMessage:${new TextDecoder().decode(message)}`)
          loggedIn()
          return { signature: new Uint8Array(64).fill(7) }
        },
        async signTransaction(transaction) {
          calls.push('solana:signTransaction')
          loggedIn()
          return transaction
        },
        disconnect: () => {
          publicKey = undefined
        },
      }
    },
  }

  return {
    /** The host's `embeddedWallet.load`. */
    load: async (): Promise<EmbeddedWalletModule> => {
      calls.push('import')
      if (loadFailure) throw loadFailure
      return module
    },
    /** Every frame call, in order. */
    calls,
    /** The code last mailed to an address (the mail sink of the real stack). */
    codeFor: (email: string) => [...mails].reverse().find((mail) => mail.email === email)?.code,
    mailsTo: (email: string) => mails.filter((mail) => mail.email === email).length,
    /** The next loads of the bridge's chunk fail (a network error, a blocked file). */
    failLoad: (error: Error = new Error('Failed to fetch dynamically imported module')) => {
      loadFailure = error
    },
    isLoggedIn: () => session !== undefined,
  }
}
