import {
  type Eip1193Provider,
  EMAIL_COOLDOWN_MS,
  type EmbeddedSolanaProvider,
  type EmbeddedWalletBridge,
  type EmbeddedWalletBridgeUser,
  type EmbeddedWalletModule,
  emailCooldownMessage,
  FAILED_TO_CONNECT,
  FAILED_TO_INITIATE_SOCIAL_CONNECTION,
  NO_EMAIL_CODE_REQUESTED,
  NO_EMAIL_UPDATE_REQUESTED,
  NO_WALLET_EXPORT_REQUESTED,
  POPUP_CLOSED,
  PorticoError,
  REQUEST_WAS_ABORTED,
  type SocialLogin,
} from '../index'

export type TestEmbeddedWalletParameters = {
  /** The clock the scripted cloud's 30 s cooldown runs on (a test's fake one). */
  now?: () => number
  address?: string
  solanaAddress?: string
  /** The email a social provider gives for its user (null: the provider gives none). */
  socialEmail?: string | null
  /** The user's smart account, the same on every chain (one factory address everywhere). */
  smartAccountAddress?: string
  /** The chain ids whose bundler the deployment serves (GET_SMART_ACCOUNT_ENABLED_NETWORKS); none by default. */
  smartAccountNetworks?: readonly number[]
}

/** The frame's error for a smart account on a network without one (aa-design.md). */
export const TEST_SMART_ACCOUNTS_NOT_ENABLED = 'Smart accounts are not enabled on this network'

/**
 * How the scripted popup ends: logged in, closed by the person ('Popup closed'), blocked or refused at the
 * start ('Failed to initiate social connection'), or refused by the provider ('Failed to connect').
 */
export type TestSocialOutcome = 'success' | 'closed' | 'blocked' | 'refused'

/**
 * How the page comes back from a redirect social login (a Telegram mini app): with a result for
 * who signed in (a social provider, or a login that is not one), or refused by the provider.
 */
export type TestSocialRedirectReturn = SocialLogin | 'email' | 'refused'

/** The cloud's reason for a refused redirect sign-in, in the details of the popup's 'Failed to connect'. */
export const TEST_SOCIAL_REFUSAL = 'The provider refused the sign-in (access_denied)'

/** The name the scripted social provider gives its user. */
export const TEST_SOCIAL_USER_NAME = 'Grace Hopper'

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
  socialEmail = 'grace@example.com',
  smartAccountAddress = '0x3333333333333333333333333333333333333333',
  smartAccountNetworks = [],
}: TestEmbeddedWalletParameters = {}) {
  const mails: { email: string; code: string }[] = []
  const calls: string[] = []
  // A fresh login starts as eoa until the host sets the type; the frame keeps it with the session.
  type Session = {
    email: string | null
    authProvider: 'email' | SocialLogin
    preferred?: 'eoa' | 'smartAccount'
  }
  let session: Session | undefined
  let pendingEmail: string | undefined
  // The update in progress: the new address, and the code each side must give back (SPEC §5).
  let pendingUpdate: { email: string; primary: string; secondary?: string } | undefined
  let pendingExport: string | undefined
  const socialOutcomes: TestSocialOutcome[] = []
  // What the cloud says when it refuses the next Farcaster sign-ins (expired, not the custody's…).
  const farcasterRefusals: string[] = []
  let farcasterHold: Promise<void> | undefined
  // The next popup stays open until the test lets it end (the busy state).
  let socialHold: Promise<void> | undefined
  const issuedResultCodes = new Map<string, Session['authProvider']>()
  // The result_uri the page holds after a redirect sign-in, and how many such results were issued.
  let redirectReturn: TestSocialRedirectReturn | undefined
  let redirectResults = 0
  let lastSentAt: number | undefined
  let chainId = 0
  let loadFailure: Error | undefined
  let smartAccountDeployed = false
  // What the frame says when it refuses the next type switches (a bundler down, a network turned off…).
  const preferredAccountRefusals: string[] = []
  let preferredAccountHold: Promise<void> | undefined
  // The secure frame's own approval: unsafe requests wait here until the test plays the person's click.
  const held: { approve: () => void; reject: (error: Error) => void }[] = []
  const frameSlot: string[] = []
  const frameHeightListeners = new Set<(height: number) => void>()
  // A click scripted before the frame got its request lands on the next one it shows (the person waits for it).
  const early: ((request: (typeof held)[number]) => void)[] = []
  const heldByFrame = () =>
    new Promise<void>((approve, reject) => {
      const decide = early.shift()
      if (decide) decide({ approve, reject })
      else held.push({ approve, reject })
    })
  const decideFirst = (decide: (request: (typeof held)[number]) => void) => {
    const first = held.shift()
    if (first) decide(first)
    else early.push(decide)
  }
  // The frame's own code field: a code the person typed before the frame asked waits for the ask.
  const typedCodes: string[] = []
  let codeWait: { resolve: (code: string) => void; reject: (error: Error) => void } | undefined
  const typedInFrame = () =>
    new Promise<string>((resolve, reject) => {
      // A newer wait takes over, as the real frame's field does.
      codeWait?.reject(new Error(REQUEST_WAS_ABORTED))
      const early = typedCodes.shift()
      if (early !== undefined) {
        codeWait = undefined
        resolve(early)
      } else codeWait = { resolve, reject }
    })
  const evmListeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const emitEvm = (event: string, ...args: unknown[]) => {
    for (const listener of evmListeners.get(event) ?? []) listener(...args)
  }

  const smartAccountsHere = () => smartAccountNetworks.includes(chainId)
  // aa-design.md: the active type is eoa on a network without smart accounts, whatever was preferred.
  const activeType = (): 'eoa' | 'smartAccount' =>
    session?.preferred === 'smartAccount' && smartAccountsHere() ? 'smartAccount' : 'eoa'
  const activeAddress = () => (activeType() === 'smartAccount' ? smartAccountAddress : address)
  // The bridge's provider tells wagmi of every change of the active address (appkit #4008).
  let announced: string | undefined
  const announceAccount = () => {
    const active = session ? activeAddress() : undefined
    if (active && announced && active !== announced) emitEvm('accountsChanged', [active])
    announced = active
  }

  const user = (current: Session): EmbeddedWalletBridgeUser & { userId: string } => {
    const { email, authProvider } = current
    const active = activeAddress()
    announced = active
    return {
      userId: 'user-1',
      email,
      authProvider,
      address: active,
      chainId,
      accounts: [
        { address, type: 'eoa' },
        ...(smartAccountsHere() ? [{ address: smartAccountAddress, type: 'smartAccount' as const }] : []),
      ],
      userName: authProvider === 'email' ? null : TEST_SOCIAL_USER_NAME,
      preferredAccountType: activeType(),
      smartAccountDeployed: smartAccountsHere() && smartAccountDeployed,
      solanaAddress,
    }
  }
  const loggedIn = () => {
    if (!session) throw new Error('not logged in')
    return session
  }
  const mail = (email: string) => {
    const code = String(100_000 + mails.length + 1)
    mails.push({ email, code })
    return code
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
          mail(email)
          return { action: 'VERIFY_OTP' }
        },
        async connectOtp() {
          // As the real frame, it asks the person only while a login waits for its code.
          if (!pendingEmail) throw new Error(NO_EMAIL_CODE_REQUESTED)
          const otp = await typedInFrame()
          calls.push(`connectOtp:${otp}`)
          const last = [...mails].reverse().find((mail) => mail.email === pendingEmail)
          if (!pendingEmail || last?.code !== otp) throw new Error(TEST_WRONG_CODE_MESSAGE)
          session = { email: pendingEmail, authProvider: 'email' }
          pendingEmail = undefined
          return user(session)
        },
        async getSocialRedirectUri({ provider }) {
          calls.push(`getSocialRedirectUri:${provider}`)
          const resultCode = `result-${issuedResultCodes.size + 1}`
          issuedResultCodes.set(resultCode, provider)
          // The scripted provider "logs in" at once: its callback's one-time code rides on the URL.
          const uri = `http://127.0.0.1:4300/auth?provider=${provider}&resultCode=${resultCode}`
          return { uri, resultOrigin: 'http://127.0.0.1:4000' }
        },
        async connectSocial({ resultCode }) {
          calls.push(`connectSocial:${resultCode}`)
          const provider = issuedResultCodes.get(resultCode)
          if (!provider) throw new PorticoError(FAILED_TO_CONNECT, { details: 'unknown result code' })
          issuedResultCodes.delete(resultCode)
          session = { email: socialEmail, authProvider: provider }
          return user(session)
        },
        async getFarcasterUri() {
          calls.push('getFarcasterUri')
          // The scripted Farcaster app answers at once: connectFarcaster logs the fid in.
          return {
            uri: 'https://farcaster.xyz/~/siwf?channelToken=test-channel',
            expiresAt: new Date(now() + 600_000).toISOString(),
          }
        },
        async connectFarcaster() {
          calls.push('connectFarcaster')
          // The person has not scanned yet: the wait lasts until the test lets the app answer.
          const hold = farcasterHold
          farcasterHold = undefined
          await hold
          const refusal = farcasterRefusals.shift()
          if (refusal) throw new Error(refusal)
          session = { email: null, authProvider: 'farcaster' }
          return user(session)
        },
        async updateEmail({ email }) {
          calls.push(`updateEmail:${email}`)
          const current = loggedIn().email
          if (!current) throw new Error('this user has no email to change')
          pendingUpdate = { email, primary: mail(current) }
          return { action: 'VERIFY_PRIMARY_OTP' }
        },
        async updateEmailPrimaryOtp() {
          // As the real frame, it asks the person only once a change was started.
          if (!pendingUpdate) throw new Error(NO_EMAIL_UPDATE_REQUESTED)
          const otp = await typedInFrame()
          calls.push(`updateEmailPrimaryOtp:${otp}`)
          if (!pendingUpdate || pendingUpdate.primary !== otp) throw new Error(TEST_WRONG_CODE_MESSAGE)
          pendingUpdate.secondary = mail(pendingUpdate.email)
          return { action: 'VERIFY_SECONDARY_OTP' }
        },
        async updateEmailSecondaryOtp() {
          if (!pendingUpdate) throw new Error(NO_EMAIL_UPDATE_REQUESTED)
          const otp = await typedInFrame()
          calls.push(`updateEmailSecondaryOtp:${otp}`)
          const update = pendingUpdate
          if (!update?.secondary || update.secondary !== otp) throw new Error(TEST_WRONG_CODE_MESSAGE)
          pendingUpdate = undefined
          session = { ...loggedIn(), email: update.email }
          return { email: update.email }
        },
        getUser: async () => user(loggedIn()),
        isConnected: async () => session !== undefined,
        async getSmartAccountEnabledNetworks() {
          calls.push('getSmartAccountEnabledNetworks')
          return [...smartAccountNetworks]
        },
        async setPreferredAccount({ type }) {
          calls.push(`setPreferredAccount:${type}`)
          const hold = preferredAccountHold
          preferredAccountHold = undefined
          await hold
          const refusal = preferredAccountRefusals.shift()
          if (refusal) throw new Error(refusal)
          const current = loggedIn()
          if (type !== 'eoa' && type !== 'smartAccount')
            throw new Error(`Unknown account type ${String(type)}`)
          if (type === 'smartAccount' && !smartAccountsHere())
            throw new Error(TEST_SMART_ACCOUNTS_NOT_ENABLED)
          current.preferred = type
          announceAccount()
          return user(current)
        },
        abortRpcRequests: async () => {
          calls.push('abortRpcRequests')
          early.length = 0
          for (const request of held.splice(0)) request.reject(new Error('Request was aborted'))
        },
        showFrame: (rect) => void frameSlot.push(`show:${rect.width}x${rect.top}`),
        hideFrame: () => void frameSlot.push('hide'),
        focusFrame: () => void frameSlot.push('focus'),
        syncTheme: ({ themeMode, locale }) => void calls.push(`syncTheme:${themeMode}:${locale}`),
        onFrameHeight(listener) {
          frameHeightListeners.add(listener)
          return () => void frameHeightListeners.delete(listener)
        },
        async exportWallet() {
          calls.push('exportWallet')
          const current = loggedIn().email
          if (!current) throw new Error('this user has no email to send an export code to')
          pendingExport = mail(current)
          return { action: 'VERIFY_EXPORT_OTP' }
        },
        async exportWalletOtp() {
          if (!pendingExport) throw new Error(NO_WALLET_EXPORT_REQUESTED)
          const otp = await typedInFrame()
          calls.push(`exportWalletOtp:${otp}`)
          if (pendingExport !== otp) throw new Error(TEST_WRONG_CODE_MESSAGE)
          pendingExport = undefined
          return { status: 'finished' }
        },
        async cancelExportWallet() {
          calls.push('cancelExportWallet')
          pendingExport = undefined
        },
        async addPasskey() {
          loggedIn()
          calls.push('addPasskey')
          return { status: 'added' }
        },
        async cancelAddPasskey() {
          calls.push('cancelAddPasskey')
        },
        async signOut() {
          calls.push('signOut')
          session = undefined
          pendingUpdate = undefined
          announced = undefined
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
              return session ? [activeAddress()] : []
            case 'eth_requestAccounts':
              loggedIn()
              announced = activeAddress()
              return [announced]
            case 'eth_chainId':
              return `0x${chainId.toString(16)}`
            case 'wallet_switchEthereumChain': {
              const [{ chainId: hex }] = params as [{ chainId: string }]
              chainId = Number.parseInt(hex, 16)
              emitEvm('chainChanged', hex)
              announceAccount()
              return null
            }
            case 'personal_sign':
              loggedIn()
              await heldByFrame()
              return `0xsigned-${String((params as unknown[])[0])}`
            case 'eth_sendTransaction':
              loggedIn()
              await heldByFrame()
              // As the real frame: a smart account's first user operation deploys it.
              if (activeType() === 'smartAccount') smartAccountDeployed = true
              return `0x${'ab'.repeat(32)}`
            default:
              throw Object.assign(new Error(`the scripted frame has no ${method}`), { code: 4200 })
          }
        },
        on(event, listener) {
          const set = evmListeners.get(event) ?? new Set()
          set.add(listener)
          evmListeners.set(event, set)
        },
        removeListener(event, listener) {
          evmListeners.get(event)?.delete(listener)
        },
      }
    },
    // The popup as the real one runs it: opened before any await (the call is recorded at once), then the
    // frame's redirect and the result code; how it ends is scripted by `nextSocialOutcome`.
    connectSocialInPopup({ bridge, provider }) {
      calls.push(`socialPopup:${provider}`)
      const outcome = socialOutcomes.shift() ?? 'success'
      if (outcome === 'blocked')
        return Promise.reject(new PorticoError(FAILED_TO_INITIATE_SOCIAL_CONNECTION, { details: 'blocked' }))
      const held = socialHold ?? Promise.resolve()
      socialHold = undefined
      return Promise.all([bridge.getSocialRedirectUri({ provider }), held]).then(([redirect]) => {
        if (outcome === 'closed') throw new PorticoError(POPUP_CLOSED)
        if (outcome === 'refused') throw new PorticoError(FAILED_TO_CONNECT, { details: 'access_denied' })
        return bridge.connectSocial({
          resultCode: new URL(redirect.uri).searchParams.get('resultCode') ?? '',
        })
      })
    },
    // The page's result_uri, as the real bridge redeems it; a refusal rejects as its
    // SocialLoginFailedError does (the popup's 'Failed to connect', the cloud's reason in the details).
    redeemSocialRedirectResult({ bridge }) {
      const back = redirectReturn
      if (back === undefined) return undefined
      redirectReturn = undefined
      calls.push(`redeemSocialRedirect:${back}`)
      if (back === 'refused')
        return Promise.reject(new PorticoError(FAILED_TO_CONNECT, { details: TEST_SOCIAL_REFUSAL }))
      const resultCode = `redirect-result-${++redirectResults}`
      issuedResultCodes.set(resultCode, back)
      return bridge.connectSocial({ resultCode })
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
          loggedIn()
          await heldByFrame()
          calls.push(`solana:signMessage:${new TextDecoder().decode(message)}`)
          return { signature: new Uint8Array(64).fill(7) }
        },
        async signTransaction(transaction) {
          loggedIn()
          await heldByFrame()
          calls.push('solana:signTransaction')
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
    /** The person's Approve inside the frame, for the first unsafe request it holds. */
    approve: () => decideFirst((request) => request.approve()),
    /** The person's Reject inside the frame: the request ends as EIP-1193's user rejection (4001). */
    reject: () =>
      decideFirst((request) =>
        request.reject(Object.assign(new Error('User rejected the request'), { code: 4001 })),
      ),
    /** How many unsafe requests the frame holds for the person. */
    heldCount: () => held.length,
    /** What the host asked of the frame's place on screen (show at a rect, hide, focus), in order. */
    frameSlot,
    /** The frame reports the height of its approval view. */
    reportFrameHeight: (height: number) => {
      for (const listener of frameHeightListeners) listener(height)
    },
    /** The person types `code` in the frame's code field and submits it (before or after the frame asks). */
    typeCode: (code: string) => {
      const waiting = codeWait
      codeWait = undefined
      if (waiting) waiting.resolve(code)
      else typedCodes.push(code)
    },
    /** The code last mailed to an address (the mail sink of the real stack). */
    codeFor: (email: string) => [...mails].reverse().find((mail) => mail.email === email)?.code,
    mailsTo: (email: string) => mails.filter((mail) => mail.email === email).length,
    /** The next loads of the bridge's chunk fail (a network error, a blocked file). */
    failLoad: (error: Error = new Error('Failed to fetch dynamically imported module')) => {
      loadFailure = error
    },
    isLoggedIn: () => session !== undefined,
    /** The next type switches end refused, each with the frame's message. */
    refuseNextPreferredAccount: (...messages: string[]) => {
      preferredAccountRefusals.push(...messages)
    },
    /** Keeps the next type switch waiting until the returned function is called (the loading state). */
    holdNextPreferredAccount: (): (() => void) => {
      let release: (() => void) | undefined
      preferredAccountHold = new Promise<void>((resolve) => {
        release = resolve
      })
      return () => release?.()
    },
    /** The smart account's first user operation landed: code is at its address (smartAccountDeployed). */
    deploySmartAccount: () => {
      smartAccountDeployed = true
    },
    /** How the next social popups end, in order; 'success' once the list is used up. */
    /** The next Farcaster sign-ins end refused, each with the frame's message. */
    refuseNextFarcaster: (...messages: string[]) => {
      farcasterRefusals.push(...messages)
    },
    /** Keeps the next Farcaster wait open until the returned function is called (the QR on screen). */
    holdNextFarcaster: (): (() => void) => {
      let release: (() => void) | undefined
      farcasterHold = new Promise<void>((resolve) => {
        release = resolve
      })
      return () => release?.()
    },
    /** The page's address holds a result_uri of a redirect sign-in that ends as given. */
    returnFromSocialRedirect: (back: TestSocialRedirectReturn) => {
      redirectReturn = back
    },
    nextSocialOutcome: (...outcomes: TestSocialOutcome[]) => {
      socialOutcomes.push(...outcomes)
    },
    /** Keeps the next popup open until the returned function is called; then it ends as scripted. */
    holdNextSocialPopup: (): (() => void) => {
      let release: (() => void) | undefined
      socialHold = new Promise<void>((resolve) => {
        release = resolve
      })
      return () => release?.()
    },
  }
}
