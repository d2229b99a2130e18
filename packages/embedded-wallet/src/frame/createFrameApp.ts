import {
  EMBEDDED_WALLET_UNSAFE_METHODS,
  isAccountAccessRevocation,
  isValidEmail,
  REQUEST_WAS_ABORTED,
  SOMETHING_WENT_WRONG,
  UNSUPPORTED_CHAIN_NAMESPACE,
} from '@portico/core'
import { privateKeyToAccount } from 'viem/accounts'
import type { SmartAccountNetwork } from '../frameServer/smartAccountNetworks'
import type { DeviceShareStore, WalletAccounts } from '../keys/index'
import {
  APP_EVENTS,
  type AppEvent,
  type AppRequest,
  errorType,
  FRAME_CHANNEL,
  type FrameErrorPayload,
  type FrameReply,
  type FrameUser,
  type RpcRequestPayload,
  successType,
} from '../protocol/frameEvents'
import { createApprovalQueue, type HeldRequest } from './approval/createApprovalQueue'
import { describeHeldRequest } from './approval/describeHeldRequest'
import type { CodeEntry } from './codeEntry/createCodeEntry'
import { createEmailUpdateFlow } from './emailUpdateFlow'
import { createEvmRpc, type EvmNetwork } from './evmRpc'
import { createFarcasterLoginFlow } from './farcasterLoginFlow'
import { CloudAnswerError, type FrameCloudClient } from './frameCloudClient'
import {
  ACCOUNT_TYPE_MESSAGE,
  FrameError,
  INVALID_CHAIN_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  INVALID_OTP_MESSAGE,
  NO_CODE_REQUESTED_MESSAGE,
  NOT_CONNECTED_MESSAGE,
  SMART_ACCOUNT_NOT_ENABLED_MESSAGE,
  unknownEventMessage,
  unsupportedEventMessage,
} from './frameErrors'
import type { KeyExportView } from './keyExport/createKeyExportView'
import { exportableKeys } from './keyExport/exportableKeys'
import { createKeyExportFlow } from './keyExport/keyExportFlow'
import type { PasskeyView } from './passkey/createPasskeyView'
import { createPasskeyFlow } from './passkey/passkeyFlow'
import type { FrameSession, SessionStore } from './sessionStore'
import { activeAccountOf, readAccountType } from './smartAccount/activeAccount'
import { createSmartAccountRpc } from './smartAccount/smartAccountRpc'
import { createSmartAccountWallet } from './smartAccount/smartAccountWallet'
import { createSocialLoginFlow } from './socialLoginFlow'
import { createSolanaRpc } from './solanaRpc'
import type { FrameAppearanceSettings } from './text/frameAppearance'
import { unlockWallet } from './unlockWallet'

export type CreateFrameAppParameters = {
  projectId: string
  cloud: FrameCloudClient
  sessions: SessionStore
  deviceShares: DeviceShareStore
  network: EvmNetwork
  /** The deployment's smart-account networks (the frame server's /smart-accounts.json); none by default. */
  smartAccountNetworks?: readonly SmartAccountNetwork[]
  /** The embedding page's checked origin (embeddingOrigin, allowed by the project). */
  pageOrigin: string
  /** Posts to the embedding page, and only to its checked origin. */
  post: (message: FrameReply) => void
  /** The unsafe requests waiting on the person, first shown; the frame's approval view draws them. */
  onHeld?: (held: readonly HeldRequest[]) => void
  /** The frame's own code field: the person types each mailed code here, never in the page. */
  codes: CodeEntry
  /** The frame's own view of the exported keys: they are drawn there, never posted to the page. */
  keyExportView: KeyExportView
  /** The frame's own passkey prompt: adding one, or using it to open the wallet on a new device. */
  passkeyView: PasskeyView
  /** SPEC §7 SYNC_THEME: the modal's theme mode and (Portico's own field) its language, for the frame's views. */
  onSyncTheme?: (settings: FrameAppearanceSettings) => void
  onError?: (error: unknown) => void
}

type Wallet = {
  accounts: WalletAccounts
  /** The wallet secret, in this frame's memory only: its phrase is shown by a key export. */
  entropy: Uint8Array
  evm: ReturnType<typeof createEvmRpc>
  smart: ReturnType<typeof createSmartAccountWallet>
  /** The EVM methods while the smart account is active (reads still go through `evm`). */
  smartRpc: ReturnType<typeof createSmartAccountRpc>
  solana: ReturnType<typeof createSolanaRpc>
}

/** Events this frame has no flow for yet: an error that names them, never silence. */
const NOT_OFFERED: ReadonlySet<AppEvent> = new Set(['CONNECT_DEVICE', 'RELOAD'])

/** viem's short message when there is one (its full message carries request details), else the error's own. */
function readableMessage(error: unknown): string {
  const { shortMessage, message } = (error ?? {}) as { shortMessage?: unknown; message?: unknown }
  if (typeof shortMessage === 'string' && shortMessage) return shortMessage
  return typeof message === 'string' && message ? message : SOMETHING_WENT_WRONG
}

const isKnownEvent = (type: string): type is AppEvent => (APP_EVENTS as readonly string[]).includes(type)

function readNetwork(payload: unknown): EvmNetwork {
  const { chainId, rpcUrl } = (payload ?? {}) as { chainId?: unknown; rpcUrl?: unknown }
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0)
    throw new FrameError(INVALID_CHAIN_MESSAGE)
  if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl)) throw new FrameError(INVALID_CHAIN_MESSAGE)
  return { chainId, rpcUrl }
}

/** The secure frame's answers to SPEC §7's app events; it holds the session and the keys, the page neither. */
export function createFrameApp({
  projectId,
  cloud,
  sessions,
  deviceShares,
  network: initialNetwork,
  smartAccountNetworks = [],
  pageOrigin,
  post,
  onHeld,
  codes,
  keyExportView,
  passkeyView,
  onSyncTheme,
  onError,
}: CreateFrameAppParameters) {
  const approvals = createApprovalQueue((held) => onHeld?.(held))
  let network = initialNetwork
  const social = createSocialLoginFlow({ cloud, pageOrigin })
  const farcaster = createFarcasterLoginFlow({ cloud, pageOrigin })
  const emailUpdate = createEmailUpdateFlow({ cloud, token: () => session?.token })
  const keyExport = createKeyExportFlow({ cloud, token: () => session?.token })
  const passkeys = createPasskeyFlow({
    cloud,
    view: passkeyView,
    token: () => session?.token,
    signWithWallet: async (message) =>
      privateKeyToAccount((await requireWallet()).wallet.accounts.evm.privateKey).signMessage({ message }),
  })
  let pendingLogin: { email: string; challengeId: string } | undefined
  let session: FrameSession | undefined = sessions.load()
  let wallet: Wallet | undefined
  const runningRpc = new Set<string>()
  const abortedRpc = new Set<string>()

  const openWallet = async (current: FrameSession, asksPerson: boolean): Promise<Wallet> => {
    const { accounts, entropy } = await unlockWallet({
      cloud,
      deviceShares,
      token: current.token,
      slot: `${projectId}:${current.userId}`,
      ...(asksPerson ? { provePasskey: passkeys.prove } : {}),
    })
    const evm = createEvmRpc(accounts.evm.privateKey, () => network)
    const smart = createSmartAccountWallet({
      privateKey: accounts.evm.privateKey,
      networks: smartAccountNetworks,
      network: () => network,
    })
    return {
      accounts,
      entropy,
      evm,
      smart,
      smartRpc: createSmartAccountRpc(smart, evm),
      solana: createSolanaRpc(accounts.solana.privateKey, accounts.solana.address),
    }
  }

  const forget = () => {
    session = undefined
    wallet = undefined
    keyExport.forget()
    keyExportView.close()
    passkeys.cancel()
    sessions.clear()
  }

  /**
   * The wallet of the live session, opened on first need (a reload keeps the session, not the keys). Only an
   * email login's open may ask for the person's passkey: its code step shows the frame, where the prompt is drawn.
   */
  const requireWallet = async (asksPerson = false): Promise<{ wallet: Wallet; session: FrameSession }> => {
    if (!session) throw new FrameError(NOT_CONNECTED_MESSAGE)
    if (!wallet) {
      try {
        wallet = await openWallet(session, asksPerson)
      } catch (error) {
        // The cloud ended the session (signed out elsewhere, expired): log in again.
        if (error instanceof CloudAnswerError && error.status === 401) forget()
        throw error
      }
    }
    return { wallet, session }
  }

  /** A login's session (email verify or social connect: the cloud's same session), kept in the frame only. */
  const startSession = async (next: FrameSession, asksPerson = false) => {
    wallet = undefined
    emailUpdate.forget()
    keyExport.forget()
    keyExportView.close()
    passkeys.cancel()
    session = next
    sessions.save(next)
    // The wallet is made or rebuilt the same way whichever login opened the session.
    return userOf(await requireWallet(asksPerson))
  }

  /** The host's choice for this login, eoa until it chooses (a fresh login starts as eoa). */
  const preferredType = () => session?.preferredAccountType ?? 'eoa'
  const isSmartAccountActive = (wallet: Wallet) =>
    preferredType() === 'smartAccount' && wallet.smart.isEnabled(network.chainId)

  const userOf = async ({
    wallet,
    session,
  }: {
    wallet: Wallet
    session: FrameSession
  }): Promise<FrameUser> => ({
    userId: session.userId,
    email: session.email,
    authProvider: session.authProvider,
    chainId: network.chainId,
    ...(await activeAccountOf(wallet.accounts.evm.address, wallet.smart, network.chainId, preferredType())),
    userName: session.userName,
    solanaAddress: wallet.accounts.solana.address,
  })

  /**
   * Waits for the person's code in the frame's field, then has the cloud check it. A refusal goes to the host
   * (which shows why and asks again) with the digits kept for the person to correct.
   */
  const verifyTypedCode = async <result>(verify: (otp: string) => Promise<result>): Promise<result> => {
    const otp = await codes.ask()
    try {
      if (!/^[0-9]{6}$/.test(otp)) throw new FrameError(INVALID_OTP_MESSAGE)
      const verified = await verify(otp)
      codes.close()
      return verified
    } catch (error) {
      codes.refused()
      throw error
    }
  }

  const rpc = async (id: string, { namespace, method, params }: RpcRequestPayload) => {
    const { wallet } = await requireWallet()
    if (namespace !== 'eip155' && namespace !== 'solana') throw new FrameError(UNSUPPORTED_CHAIN_NAMESPACE)
    if (typeof method !== 'string') throw new FrameError(SOMETHING_WENT_WRONG)
    // SPEC §6: an unsafe request waits for the person's Approve in this frame; nothing the page posts approves it.
    // (A site giving up its own account access, wagmi's disconnect, gives nothing away: it needs no Approve.)
    if (
      (EMBEDDED_WALLET_UNSAFE_METHODS[namespace] as readonly string[]).includes(method) &&
      !isAccountAccessRevocation(method, params)
    )
      await approvals.hold({
        id,
        method,
        details: describeHeldRequest({ namespace, method, params }),
        network: namespace === 'solana' ? 'Solana' : `eip155:${network.chainId}`,
      })
    const evm = isSmartAccountActive(wallet) ? wallet.smartRpc : wallet.evm
    const result = namespace === 'solana' ? await wallet.solana(method, params) : await evm(method, params)
    return { result }
  }

  async function answer(request: AppRequest): Promise<unknown> {
    const payload = (request.payload ?? {}) as Record<string, unknown>
    if (!isKnownEvent(request.type)) throw new FrameError(unknownEventMessage(request.type))
    switch (request.type) {
      case 'CONNECT_EMAIL': {
        const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : ''
        if (!isValidEmail(email)) throw new FrameError(INVALID_EMAIL_MESSAGE)
        const { challengeId } = await cloud.requestEmailCode(email)
        pendingLogin = { email, challengeId }
        // A new login ends a passkey prompt of the last one (its CONNECT_OTP ends aborted).
        passkeys.cancel()
        // A new code cancels the earlier ones (the cloud's rule): what was typed for them goes too.
        codes.clear()
        return { action: 'VERIFY_OTP' }
      }
      case 'CONNECT_OTP': {
        if (!pendingLogin) throw new FrameError(NO_CODE_REQUESTED_MESSAGE)
        const verified = await verifyTypedCode((otp) => {
          if (!pendingLogin) throw new FrameError(NO_CODE_REQUESTED_MESSAGE)
          return cloud.verifyEmailCode({ ...pendingLogin, otp })
        })
        pendingLogin = undefined
        return startSession(
          {
            token: verified.sessionToken,
            expiresAt: verified.sessionExpiresAt,
            userId: verified.userId,
            email: verified.email,
            userName: null,
            authProvider: 'email',
          },
          true,
        )
      }
      case 'GET_SOCIAL_REDIRECT_URI':
        return social.start(payload.provider, payload.returnUrl)
      case 'CONNECT_SOCIAL': {
        const verified = await social.redeem(payload.resultCode)
        return startSession({
          token: verified.sessionToken,
          expiresAt: verified.sessionExpiresAt,
          userId: verified.userId,
          email: verified.email,
          userName: verified.userName,
          authProvider: verified.provider,
        })
      }
      case 'GET_FARCASTER_URI':
        return farcaster.start()
      case 'CONNECT_FARCASTER': {
        const connected = await farcaster.connect()
        return startSession({
          token: connected.sessionToken,
          expiresAt: connected.sessionExpiresAt,
          userId: connected.userId,
          email: null,
          userName: connected.userName,
          authProvider: 'farcaster',
        })
      }
      case 'UPDATE_EMAIL': {
        const started = await emailUpdate.start(payload.email)
        codes.clear()
        return started
      }
      // Each code of the change is typed in the frame's own field, as the login's is.
      case 'UPDATE_EMAIL_PRIMARY_OTP':
        emailUpdate.checkStarted()
        return verifyTypedCode((otp) => emailUpdate.confirmPrimary(otp))
      case 'UPDATE_EMAIL_SECONDARY_OTP': {
        emailUpdate.checkStarted()
        const changed = await verifyTypedCode((otp) => emailUpdate.confirmSecondary(otp))
        // The frame's session names the user by their new email from now on, a reload included.
        if (session) {
          session = { ...session, email: changed.email }
          sessions.save(session)
        }
        return changed
      }
      case 'EXPORT_WALLET': {
        const started = await keyExport.start()
        codes.clear()
        return started
      }
      case 'EXPORT_WALLET_OTP': {
        keyExport.checkStarted()
        const { wallet } = await requireWallet()
        await verifyTypedCode((otp) => keyExport.confirm(otp))
        // SPEC §4: the keys are drawn in this frame only; the page hears that the export finished, nothing more.
        await keyExportView.show(exportableKeys(wallet.accounts, wallet.entropy))
        return { status: 'finished' }
      }
      // The mailed code stays good for a later EXPORT_WALLET_OTP: only a spent one is forgotten.
      case 'EXPORT_WALLET_CANCEL':
        codes.close()
        keyExportView.close()
        return {}
      case 'ADD_PASSKEY':
        await requireWallet()
        return passkeys.add()
      case 'ADD_PASSKEY_CANCEL':
        passkeys.cancel()
        return {}
      case 'GET_USER':
        return userOf(await requireWallet())
      case 'IS_CONNECTED':
        try {
          await requireWallet()
          return { isConnected: true }
        } catch {
          return { isConnected: false }
        }
      case 'GET_CHAIN_ID':
        return { chainId: network.chainId }
      case 'SWITCH_NETWORK': {
        const previous = network
        network = readNetwork(payload)
        try {
          // The user's active account is the network's own (a smart account only where enabled).
          return { chainId: network.chainId, user: session ? await userOf(await requireWallet()) : null }
        } catch (error) {
          network = previous
          throw error
        }
      }
      case 'SIGN_OUT': {
        const token = session?.token
        approvals.abortAll()
        forget()
        pendingLogin = undefined
        codes.close()
        social.forget()
        farcaster.forget()
        emailUpdate.forget()
        // The cloud session ends too; the frame forgets it even when the cloud cannot be reached.
        if (token) await cloud.closeSession(token).catch((error: unknown) => onError?.(error))
        return {}
      }
      case 'RPC_REQUEST':
        return rpc(request.id, payload as RpcRequestPayload)
      case 'RPC_ABORT':
        for (const id of runningRpc) {
          abortedRpc.add(id)
          post({
            channel: FRAME_CHANNEL,
            id,
            type: errorType('RPC_REQUEST'),
            payload: { message: REQUEST_WAS_ABORTED },
          })
        }
        runningRpc.clear()
        // Held requests end unanswered: their aborted answer went out just above.
        approvals.abortAll()
        return {}
      // aa-design.md: the deployment's smart-account networks and the user's choice of account.
      case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        return { smartAccountEnabledNetworks: smartAccountNetworks.map(({ chainId }) => chainId) }
      case 'SET_PREFERRED_ACCOUNT': {
        const type = readAccountType(payload.type)
        if (!type) throw new FrameError(ACCOUNT_TYPE_MESSAGE)
        const opened = await requireWallet()
        if (type === 'smartAccount' && !opened.wallet.smart.isEnabled(network.chainId))
          throw new FrameError(SMART_ACCOUNT_NOT_ENABLED_MESSAGE)
        // Kept with the session, so a reload keeps the choice (a sign-out forgets both).
        session = { ...opened.session, preferredAccountType: type }
        sessions.save(session)
        return userOf({ wallet: opened.wallet, session })
      }
      case 'INIT_SMART_ACCOUNT': {
        const { account } = await (await requireWallet()).wallet.smart.current()
        return { address: account.address, isDeployed: await account.isDeployed() }
      }
      case 'SYNC_THEME': {
        const { themeMode, locale } = payload
        onSyncTheme?.({
          ...(themeMode === 'light' || themeMode === 'dark' ? { themeMode } : {}),
          ...(typeof locale === 'string' ? { locale } : {}),
        })
        return {}
      }
      // The frame draws no app name or icon: what a request asks is read from the request itself.
      case 'SYNC_DAPP_DATA':
        return {}
      default:
        if (NOT_OFFERED.has(request.type)) throw new FrameError(unsupportedEventMessage(request.type))
        throw new FrameError(unknownEventMessage(request.type))
    }
  }

  return {
    /** Answers one request with its success or error event, carrying its id. */
    async handle(request: AppRequest): Promise<void> {
      const isRpc = request.type === 'RPC_REQUEST'
      if (isRpc) runningRpc.add(request.id)
      try {
        const result = await answer(request)
        if (abortedRpc.delete(request.id)) return
        post({ channel: FRAME_CHANNEL, id: request.id, type: successType(request.type), payload: result })
      } catch (error) {
        if (abortedRpc.delete(request.id)) return
        onError?.(error)
        const payload: FrameErrorPayload =
          error instanceof FrameError
            ? { message: error.message, ...(error.code === undefined ? {} : { code: error.code }) }
            : { message: readableMessage(error) }
        post({ channel: FRAME_CHANNEL, id: request.id, type: errorType(request.type), payload })
      } finally {
        if (isRpc) runningRpc.delete(request.id)
      }
    },
    /** The held unsafe requests, for the frame's approval view (its person's clicks approve or reject). */
    approvals,
    /** Opens the wallet of a stored session before the frame says it is ready (reload → connected). */
    async restore(): Promise<void> {
      if (session) await requireWallet().catch((error: unknown) => onError?.(error))
    },
  }
}
