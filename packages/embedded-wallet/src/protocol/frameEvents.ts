import type { EmbeddedWalletUser, FrameTheme, SocialLogin, SocialProvider } from '@portico/core'

/** Messages between the host bridge and the secure frame carry this channel; anything else is ignored. */
export const FRAME_CHANNEL = 'portico-embedded-wallet'

/** SPEC §7: the app events the host sends to the secure frame. Each is answered by `<event>_SUCCESS` or `<event>_ERROR`. */
export const APP_EVENTS = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
  'GET_USER',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'RPC_REQUEST',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'CONNECT_FARCASTER',
  'GET_FARCASTER_URI',
  'RELOAD',
  'RPC_ABORT',
  'EXPORT_WALLET',
  'EXPORT_WALLET_OTP',
  'EXPORT_WALLET_CANCEL',
  'ADD_PASSKEY',
  'ADD_PASSKEY_CANCEL',
] as const
export type AppEvent = (typeof APP_EVENTS)[number]

/** The namespaces the embedded wallet signs for (SPEC §1). */
export type FrameNamespace = 'eip155' | 'solana'

/**
 * The user as the frame reports it: core's EmbeddedWalletUser (EVM address) plus the Solana address of the
 * same seed, and how they logged in (SPEC §3 authProvider). A social user's email is the provider's, or null.
 */
export type FrameUser = EmbeddedWalletUser & {
  userId: string
  email: string | null
  authProvider: 'email' | SocialLogin
  solanaAddress: string
}

export type RpcRequestPayload = { namespace: FrameNamespace; method: string; params?: unknown }

/** What each event carries and what its success answers; events not listed carry and answer an object. */
export type AppEventMap = {
  CONNECT_EMAIL: { payload: { email: string }; result: { action: 'VERIFY_OTP' } }
  /** The person types the mailed code in the frame's own field; answered once the cloud accepted it. */
  CONNECT_OTP: { payload: Record<string, never>; result: FrameUser }
  GET_SOCIAL_REDIRECT_URI: {
    /** With `returnUrl` (a page of the host), the sign-in goes by redirect and returns there. */
    payload: { provider: SocialProvider; returnUrl?: string }
    /** The popup's (or the redirect's) URL, and the only origin a popup's result is taken from. */
    result: { uri: string; resultOrigin: string }
  }
  CONNECT_SOCIAL: { payload: { resultCode: string }; result: FrameUser }
  /** The Sign In With Farcaster link the QR shows, and when the sign-in ends. */
  GET_FARCASTER_URI: { payload: Record<string, never>; result: { uri: string; expiresAt: string } }
  /** Waits for the Farcaster app's answer to the last link, verified by the cloud. */
  CONNECT_FARCASTER: { payload: Record<string, never>; result: FrameUser }
  UPDATE_EMAIL: { payload: { email: string }; result: { action: 'VERIFY_PRIMARY_OTP' } }
  /** The code mailed to the address in use, typed in the frame's own field. */
  UPDATE_EMAIL_PRIMARY_OTP: { payload: Record<string, never>; result: { action: 'VERIFY_SECONDARY_OTP' } }
  /** The code mailed to the new address, typed in the frame's own field. */
  UPDATE_EMAIL_SECONDARY_OTP: { payload: Record<string, never>; result: { email: string } }
  /** SPEC §4 "Secure frame": the export starts, a code is mailed to the user's email. */
  EXPORT_WALLET: { payload: Record<string, never>; result: { action: 'VERIFY_EXPORT_OTP' } }
  /**
   * The code typed in the frame's own field; once the cloud spent it the frame shows the keys, and answers
   * when the person clicked Done there. No key is ever in a message to the page: only that it finished.
   */
  EXPORT_WALLET_OTP: { payload: Record<string, never>; result: { status: 'finished' } }
  /** The host left the export: the frame wipes the keys and ends a waiting EXPORT_WALLET_OTP aborted. */
  EXPORT_WALLET_CANCEL: { payload: Record<string, never>; result: Record<string, never> }
  /**
   * The frame asks the person, in its own view, to add a passkey to their wallet (a second factor a project can
   * require before a new device gets the recovery share); answered once the cloud keeps it.
   */
  ADD_PASSKEY: { payload: Record<string, never>; result: { status: 'added' } }
  /** The host left the view: the frame hides it and ends a waiting ADD_PASSKEY aborted. */
  ADD_PASSKEY_CANCEL: { payload: Record<string, never>; result: Record<string, never> }
  /** SPEC §7 theme sync; `locale` is Portico's own field: the frame's words follow the modal's language. */
  SYNC_THEME: { payload: FrameTheme; result: Record<string, never> }
  GET_USER: { payload: Record<string, never>; result: FrameUser }
  IS_CONNECTED: { payload: Record<string, never>; result: { isConnected: boolean } }
  GET_CHAIN_ID: { payload: Record<string, never>; result: { chainId: number } }
  /** The user on the new network (its active account), null before a login. */
  SWITCH_NETWORK: {
    payload: { chainId: number; rpcUrl: string }
    result: { chainId: number; user: FrameUser | null }
  }
  SIGN_OUT: { payload: Record<string, never>; result: Record<string, never> }
  RPC_REQUEST: { payload: RpcRequestPayload; result: { result: unknown } }
  RPC_ABORT: { payload: Record<string, never>; result: Record<string, never> }
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    payload: Record<string, never>
    result: { smartAccountEnabledNetworks: number[] }
  }
  /** The user with the chosen type active (smartAccount only on an enabled network). */
  SET_PREFERRED_ACCOUNT: { payload: { type: 'eoa' | 'smartAccount' }; result: FrameUser }
  /** The smart account on the current network, and whether it has code there yet. */
  INIT_SMART_ACCOUNT: { payload: Record<string, never>; result: { address: string; isDeployed: boolean } }
}
export type TypedAppEvent = keyof AppEventMap
export type PayloadOf<event extends AppEvent> = event extends TypedAppEvent
  ? AppEventMap[event]['payload']
  : Record<string, unknown>
export type ResultOf<event extends AppEvent> = event extends TypedAppEvent
  ? AppEventMap[event]['result']
  : unknown

/** Host → frame. */
export type AppRequest = { channel: typeof FRAME_CHANNEL; id: string; type: string; payload?: unknown }
/** Frame → host: the answer to one request, by its id. */
export type FrameReply = {
  channel: typeof FRAME_CHANNEL
  id: string
  type: string
  payload: unknown
}
/** Frame → host, once: the frame runs and checked who embeds it. */
export type FrameReady = { channel: typeof FRAME_CHANNEL; type: 'FRAME_READY' }
export const FRAME_READY = 'FRAME_READY'
/** Frame → host: the height of what the frame draws (its approval view), so the modal makes room; 0 for none. */
export type FrameHeight = { channel: typeof FRAME_CHANNEL; type: 'FRAME_HEIGHT'; height: number }
export const FRAME_HEIGHT = 'FRAME_HEIGHT'

export const successType = (event: string) => `${event}_SUCCESS`
export const errorType = (event: string) => `${event}_ERROR`

/** An error reply's payload: the message a person can read. */
export type FrameErrorPayload = { message: string; code?: number }

/**
 * The code of a CONNECT_SOCIAL error whose message is the sign-in's own failure, as the cloud
 * recorded it (the provider refused, or a check of its answer failed): the bridge shows it as the popup's
 * refusal. Outside EIP-1193's and JSON-RPC's codes, which only RPC_REQUEST errors carry.
 */
export const SOCIAL_LOGIN_FAILED_CODE = 4422

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** A request as the frame accepts it: our channel, a string id and a string type. */
export function isAppRequest(data: unknown): data is AppRequest {
  return (
    isRecord(data) &&
    data.channel === FRAME_CHANNEL &&
    typeof data.id === 'string' &&
    data.id.length > 0 &&
    data.id.length <= 64 &&
    typeof data.type === 'string'
  )
}

/** A frame message as the bridge accepts it: our channel and a string type (and an id for replies). */
export function isFrameMessage(data: unknown): data is FrameReply | FrameReady | FrameHeight {
  return (
    isRecord(data) &&
    data.channel === FRAME_CHANNEL &&
    typeof data.type === 'string' &&
    (data.type === FRAME_READY ||
      (data.type === FRAME_HEIGHT && typeof data.height === 'number' && Number.isFinite(data.height)) ||
      typeof data.id === 'string')
  )
}
