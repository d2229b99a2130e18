import {
  FRAME_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  IFRAME_LOAD_TIMEOUT_MS,
  SIGN_OUT_TIMEOUT_MS,
} from '@portico/core'
import {
  type AppEvent,
  errorType,
  FRAME_CHANNEL,
  FRAME_HEIGHT,
  FRAME_READY,
  type FrameErrorPayload,
  type FrameReply,
  type FrameUser,
  isFrameMessage,
  type PayloadOf,
  type ResultOf,
  successType,
} from '../protocol/frameEvents'
import {
  FrameLoadError,
  FrameRequestAbortedError,
  FrameRequestError,
  FrameRequestTimeoutError,
} from './bridgeErrors'
import { FRAME_HIDDEN_STYLE, shownFrameStyle } from './frameStyle'
import { buildFrameUrl, type FrameUrlParameters } from './frameUrl'
import { userInAnswer } from './userInAnswer'

/** SPEC §4: created (iframe in the page) → ready (500 ms after the frame's ready event) → initialized. */
export type BridgeStatus = 'idle' | 'created' | 'ready' | 'initialized' | 'failed' | 'destroyed'

export type CreateEmbeddedWalletBridgeParameters = FrameUrlParameters & {
  /** Where the hidden iframe goes; the page's body by default. */
  container?: HTMLElement
}

/** SPEC §9: the events that time out after FRAME_REQUEST_TIMEOUT_MS (core's FRAME_TIMED_REQUESTS). */
const TIMED_EVENTS: ReadonlySet<AppEvent> = new Set([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
])

type Pending = { event: AppEvent; resolve: (value: unknown) => void; reject: (error: Error) => void }

/**
 * The host side of the embedded wallet: a hidden iframe on the secure frame's origin, made on
 * the first call. It posts only to that exact origin and takes a reply only when both `event.origin`
 * and `event.source` are the frame's; each request has a `crypto.randomUUID()` id.
 */
export function createEmbeddedWalletBridge(parameters: CreateEmbeddedWalletBridgeParameters) {
  const url = buildFrameUrl(parameters)
  const frameOrigin = url.origin
  const pending = new Map<string, Pending>()
  let status: BridgeStatus = 'idle'
  let iframe: HTMLIFrameElement | undefined
  let loading: Promise<void> | undefined
  const listeners = new Set<(status: BridgeStatus) => void>()
  // Whoever shows the active address (the EVM provider's accountsChanged) hears every user answer.
  const userListeners = new Set<(user: FrameUser) => void>()
  // The height the frame's approval view asks for, as it last said (FRAME_HEIGHT).
  let frameHeight = 0
  let shownAt: { top: number; left: number; width: number } | undefined
  const heightListeners = new Set<(height: number) => void>()
  // The modal's theme and language, kept for a frame that loads (or loads again) after they were set.
  let theme: PayloadOf<'SYNC_THEME'> | undefined
  const sendTheme = () => {
    if (theme) void post('SYNC_THEME', theme).catch(() => undefined)
  }

  const setStatus = (next: BridgeStatus) => {
    status = next
    for (const listener of listeners) listener(next)
  }

  const onMessage = (event: MessageEvent) => {
    if (!iframe || event.source !== iframe.contentWindow || event.origin !== frameOrigin) return
    if (!isFrameMessage(event.data) || event.data.type === FRAME_READY) return
    if (event.data.type === FRAME_HEIGHT) {
      frameHeight = Math.max(0, Math.ceil((event.data as { height: number }).height))
      if (shownAt && iframe) iframe.style.cssText = shownFrameStyle(shownAt, frameHeight)
      for (const listener of heightListeners) listener(frameHeight)
      return
    }
    const reply = event.data as FrameReply
    const waiting = pending.get(reply.id)
    if (!waiting) return
    if (reply.type === successType(waiting.event)) {
      pending.delete(reply.id)
      waiting.resolve(reply.payload)
    } else if (reply.type === errorType(waiting.event)) {
      pending.delete(reply.id)
      const { message, code } = (reply.payload ?? {}) as Partial<FrameErrorPayload>
      waiting.reject(new FrameRequestError(typeof message === 'string' ? message : undefined, code))
    }
  }

  function createFrame(): Promise<void> {
    const element = document.createElement('iframe')
    element.src = url.href
    element.title = 'Portico embedded wallet'
    // Hidden until ApproveTransaction shows it: it holds the keys, signs, and draws what the person approves.
    element.setAttribute('aria-hidden', 'true')
    element.tabIndex = -1
    element.style.cssText = FRAME_HIDDEN_STYLE
    element.referrerPolicy = 'origin'
    // The frame's own origin may ask the browser for a passkey (a cross-site frame may not by default).
    element.allow = `publickey-credentials-create ${frameOrigin}; publickey-credentials-get ${frameOrigin}`
    iframe = element
    window.addEventListener('message', onMessage)
    return new Promise<void>((resolve, reject) => {
      const onReady = (event: MessageEvent) => {
        if (event.source !== element.contentWindow || event.origin !== frameOrigin) return
        if (!isFrameMessage(event.data) || event.data.type !== FRAME_READY) return
        window.removeEventListener('message', onReady)
        clearTimeout(loadTimer)
        // SPEC §4, §9: ready about 0.5 s after the frame's ready event.
        setTimeout(() => {
          if (status !== 'created') return reject(new FrameRequestAbortedError())
          setStatus('ready')
          resolve()
        }, FRAME_READY_DELAY_MS)
      }
      const loadTimer = setTimeout(() => {
        window.removeEventListener('message', onReady)
        fail()
        reject(new FrameLoadError())
      }, IFRAME_LOAD_TIMEOUT_MS)
      window.addEventListener('message', onReady)
      ;(parameters.container ?? document.body).appendChild(element)
      setStatus('created')
    })
  }

  function fail() {
    window.removeEventListener('message', onMessage)
    iframe?.remove()
    iframe = undefined
    loading = undefined
    setStatus('failed')
  }

  function post<event extends AppEvent>(
    event: event,
    payload: PayloadOf<event>,
    { signal }: { signal?: AbortSignal } = {},
  ): Promise<ResultOf<event>> {
    const target = iframe?.contentWindow
    if (!target) return Promise.reject(new FrameLoadError())
    if (signal?.aborted) return Promise.reject(new FrameRequestAbortedError())
    const id = crypto.randomUUID()
    return new Promise<ResultOf<event>>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const settle = () => {
        clearTimeout(timer)
        signal?.removeEventListener('abort', onAbort)
      }
      const onAbort = () => {
        if (!pending.delete(id)) return
        settle()
        reject(new FrameRequestAbortedError())
      }
      pending.set(id, {
        event,
        resolve: (value) => {
          settle()
          resolve(value as ResultOf<event>)
        },
        reject: (error) => {
          settle()
          reject(error)
        },
      })
      if (TIMED_EVENTS.has(event))
        timer = setTimeout(() => {
          if (!pending.delete(id)) return
          settle()
          reject(new FrameRequestTimeoutError(event))
        }, FRAME_REQUEST_TIMEOUT_MS)
      signal?.addEventListener('abort', onAbort)
      // Never '*': only the frame's exact origin can read what the page asks.
      target.postMessage({ channel: FRAME_CHANNEL, id, type: event, payload }, frameOrigin)
    })
  }

  /** Creates the frame once and waits until it is initialized (it answered whether a session exists). */
  function load(): Promise<void> {
    loading ??= createFrame().then(async () => {
      await post('IS_CONNECTED', {})
      sendTheme()
      setStatus('initialized')
    })
    return loading
  }

  async function request<event extends AppEvent>(
    event: event,
    payload: PayloadOf<event>,
    options: { signal?: AbortSignal } = {},
  ): Promise<ResultOf<event>> {
    await load()
    const result = await post(event, payload, options)
    const user = userInAnswer(event, result)
    if (user) for (const listener of userListeners) listener(user)
    return result
  }

  return {
    /** The secure frame's origin: the only one the bridge talks to. */
    frameOrigin,
    get status(): BridgeStatus {
      return status
    },
    onStatus(listener: (status: BridgeStatus) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    load,
    request,
    connectEmail: (payload: PayloadOf<'CONNECT_EMAIL'>) => request('CONNECT_EMAIL', payload),
    /** Waits (untimed: the person reads the mail) for the code typed in the frame's own field, checked by the cloud. */
    connectOtp: () => request('CONNECT_OTP', {}),
    /** Starts a social sign-in in the frame: the popup's URL and the origin its result must come from. */
    getSocialRedirectUri: (payload: PayloadOf<'GET_SOCIAL_REDIRECT_URI'>) =>
      request('GET_SOCIAL_REDIRECT_URI', payload),
    /** The frame redeems the popup's one-time result code with the secret it kept, and opens the wallet. */
    connectSocial: (payload: PayloadOf<'CONNECT_SOCIAL'>) => request('CONNECT_SOCIAL', payload),
    /** Starts a Sign In With Farcaster in the frame: the link the QR shows, and when it ends. */
    getFarcasterUri: () => request('GET_FARCASTER_URI', {}),
    /** Waits (untimed: the person is scanning) for the Farcaster app's answer, verified; opens the wallet. */
    connectFarcaster: () => request('CONNECT_FARCASTER', {}),
    /** SPEC §5: starts an email change; a code goes to the current address and one to the new. */
    updateEmail: (payload: PayloadOf<'UPDATE_EMAIL'>) => request('UPDATE_EMAIL', payload),
    /** Waits for the code mailed to the current address, typed in the frame (VERIFY_PRIMARY_OTP). */
    updateEmailPrimaryOtp: () => request('UPDATE_EMAIL_PRIMARY_OTP', {}),
    /** Waits for the new address's code, typed in the frame (VERIFY_SECONDARY_OTP): the email changes. */
    updateEmailSecondaryOtp: () => request('UPDATE_EMAIL_SECONDARY_OTP', {}),
    /** SPEC §4 "Secure frame": starts a key export; a code goes to the user's email. */
    exportWallet: () => request('EXPORT_WALLET', {}),
    /** Waits for the export's code, typed in the frame; the frame shows the keys, and answers after its Done. */
    exportWalletOtp: () => request('EXPORT_WALLET_OTP', {}),
    /** The frame wipes the keys it shows; a waiting exportWalletOtp ends aborted. */
    cancelExportWallet: async () => void (await request('EXPORT_WALLET_CANCEL', {})),
    /** The frame asks the person to add a passkey in its own view; resolves once the cloud keeps it. */
    addPasskey: () => request('ADD_PASSKEY', {}),
    /** The frame hides its passkey prompt; a waiting addPasskey ends aborted. */
    cancelAddPasskey: async () => void (await request('ADD_PASSKEY_CANCEL', {})),
    getUser: () => request('GET_USER', {}),
    isConnected: async () => (await request('IS_CONNECTED', {})).isConnected,
    getChainId: async () => (await request('GET_CHAIN_ID', {})).chainId,
    switchNetwork: (payload: PayloadOf<'SWITCH_NETWORK'>) => request('SWITCH_NETWORK', payload),
    rpcRequest: (payload: PayloadOf<'RPC_REQUEST'>, options: { signal?: AbortSignal } = {}) =>
      request('RPC_REQUEST', payload, options).then((answer) => answer.result),
    /** SPEC §6: pending requests are aborted ('Request was aborted') here and in the frame. */
    async abortRpcRequests(): Promise<void> {
      for (const [id, waiting] of pending)
        if (waiting.event === 'RPC_REQUEST') {
          pending.delete(id)
          waiting.reject(new FrameRequestAbortedError())
        }
      if (status === 'initialized') await post('RPC_ABORT', {})
    },
    /**
     * Shows the frame, visible, at `rect` (the ApproveTransaction view's content box, viewport pixels) and as
     * tall as the frame asks. The iframe stays where it is in the DOM (moving it would reload it).
     */
    showFrame(rect: { top: number; left: number; width: number }): void {
      if (!iframe) return
      shownAt = rect
      iframe.style.cssText = shownFrameStyle(rect, frameHeight)
      iframe.removeAttribute('aria-hidden')
      iframe.tabIndex = 0
    },
    hideFrame(): void {
      shownAt = undefined
      if (!iframe) return
      iframe.style.cssText = FRAME_HIDDEN_STYLE
      iframe.setAttribute('aria-hidden', 'true')
      iframe.tabIndex = -1
    },
    /** Keyboard focus into the shown frame; the frame passes it to its first control. */
    focusFrame(): void {
      if (shownAt) iframe?.focus()
    },
    /** SPEC §7 theme sync: the frame's views in the modal's mode and language, now or once it is initialized. */
    syncTheme(settings: PayloadOf<'SYNC_THEME'>): void {
      if (theme?.themeMode === settings.themeMode && theme.locale === settings.locale) return
      theme = settings
      if (status === 'initialized') sendTheme()
    },
    /** The height the frame's approval view asks for (0: nothing to show), now and on each change. */
    onFrameHeight(listener: (height: number) => void): () => void {
      heightListeners.add(listener)
      listener(frameHeight)
      return () => heightListeners.delete(listener)
    },
    /**
     * Tells the listener of every frame user an answer carries (login, GET_USER, SET_PREFERRED_ACCOUNT,
     * SWITCH_NETWORK): its `address` is the active account on the current network (aa-design.md).
     */
    onUser(listener: (user: FrameUser) => void): () => void {
      userListeners.add(listener)
      return () => userListeners.delete(listener)
    },
    /** SPEC §7 set preferred account: the frame user with that account active ('Smart accounts are not enabled on this network' elsewhere). */
    setPreferredAccount: (payload: PayloadOf<'SET_PREFERRED_ACCOUNT'>) =>
      request('SET_PREFERRED_ACCOUNT', payload),
    getSmartAccountEnabledNetworks: async () =>
      (await request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})).smartAccountEnabledNetworks,
    /** SPEC §9: waits for the frame at most SIGN_OUT_TIMEOUT_MS; the host forgets the user either way. */
    async signOut(): Promise<void> {
      if (status !== 'initialized') return
      let timer: ReturnType<typeof setTimeout> | undefined
      await Promise.race([
        post('SIGN_OUT', {}).catch(() => undefined),
        new Promise((resolve) => {
          timer = setTimeout(resolve, SIGN_OUT_TIMEOUT_MS)
        }),
      ])
      clearTimeout(timer)
    },
    /** Removes the iframe; pending requests fail with 'Request was aborted'. */
    destroy(): void {
      for (const waiting of pending.values()) waiting.reject(new FrameRequestAbortedError())
      pending.clear()
      window.removeEventListener('message', onMessage)
      iframe?.remove()
      iframe = undefined
      loading = undefined
      setStatus('destroyed')
    },
  }
}

export type EmbeddedWalletBridge = ReturnType<typeof createEmbeddedWalletBridge>
