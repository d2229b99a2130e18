import type { PorticoContext } from '../client/context'
import {
  AUTH_CONNECTOR_ID,
  AUTH_CONNECTOR_NAME,
  EMBEDDED_WALLET_NAMESPACES,
  type SocialLogin,
} from '../constants'
import { shownSocialProviders } from '../ordering/shownSocialProviders'
import { hasSocialRedirectResult } from '../telegram/socialRedirectResult'
import type { EmbeddedWalletInfo } from '../types/embeddedWallet'
import { addPasskey, cancelAddPasskey } from './addPasskey'
import { createApprovals } from './createApprovals'
import { createApprovingEvmProvider } from './createApprovingEvmProvider'
import { createApprovingSolanaProvider } from './createApprovingSolanaProvider'
import { createEmailLoginStore, EMAIL_LOGIN_START, resendSecondsLeft } from './createEmailLoginStore'
import { createPendingRequestStore } from './createPendingRequestStore'
import { createSocialLoginStore } from './createSocialLoginStore'
import { createUpdateEmailStore } from './createUpdateEmailStore'
import type { EmbeddedWallet } from './EmbeddedWallet'
import { awaitEmailCode, type EmailLoginDependencies, requestEmailCode, resendEmailCode } from './emailLogin'
import type { EmbeddedWalletActions } from './embeddedWalletActions'
import { awaitWalletExport, cancelWalletExport, startWalletExport } from './exportWallet'
import { type LoadedBridge, loadBridge } from './loadBridge'
import { alertOf } from './readableError'
import { resumeSocialRedirect } from './resumeSocialRedirect'
import { connectSocial, type SocialLoginDependencies } from './socialLogin'
import { syncPreferredAccountType } from './syncPreferredAccountType'
import type {
  EmbeddedWalletBridge,
  EmbeddedWalletBridgeUser,
  EmbeddedWalletConnector,
  EmbeddedWalletNamespace,
  EmbeddedWalletOptions,
  FrameRect,
  FrameTheme,
} from './types'
import {
  awaitPrimaryEmailCode,
  awaitSecondaryEmailCode,
  resetUpdateEmail,
  type UpdateEmailDependencies,
  updateEmail,
} from './updateEmail'

/**
 * Makes the client's embedded wallet (./EmbeddedWallet.ts). The bridge itself loads on first need (SPEC §4:
 * at once when email login was used before).
 */
export function createEmbeddedWallet(
  context: PorticoContext,
  options: EmbeddedWalletOptions,
  actions: EmbeddedWalletActions,
): EmbeddedWallet {
  const { stores, storage } = context
  const emailLogin = createEmailLoginStore(actions.createStore)
  const pendingRequest = createPendingRequestStore(actions.createStore)
  const socialLogin = createSocialLoginStore(actions.createStore)
  const emailUpdate = createUpdateEmailStore(actions.createStore)
  let loading: Promise<LoadedBridge> | undefined
  let loaded: LoadedBridge | undefined
  // A failed load (the chunk, or no EVM network) is tried again by the next call.
  const load = () => {
    loading ??= loadBridge(context, options).then(
      (bridge) => {
        loaded = bridge
        return bridge
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const bridge = async (): Promise<EmbeddedWalletBridge> => (await load()).bridge
  const approvals = createApprovals(context, pendingRequest, actions, () => {
    void loaded?.bridge.abortRpcRequests().catch(() => undefined)
  })

  // SPEC §1: eip155 and solana, those the host has an adapter for.
  const served = EMBEDDED_WALLET_NAMESPACES.filter((namespace) => context.adapters[namespace])
  const holds = (namespace: EmbeddedWalletNamespace) => {
    const state = stores.chains.getState().namespaces[namespace]
    return (
      state.connectorId === AUTH_CONNECTOR_ID ||
      state.connections.some((connection) => connection.connectorId === AUTH_CONNECTOR_ID)
    )
  }
  const connector: EmbeddedWalletConnector = {
    id: AUTH_CONNECTOR_ID,
    connectors: served.map((chain) => ({
      id: AUTH_CONNECTOR_ID,
      name: AUTH_CONNECTOR_NAME,
      type: 'AUTH' as const,
      chain,
      chains: [...served],
    })),
    evmProvider: createApprovingEvmProvider({
      load: async () => (await load()).evm,
      approvals,
      isConnected: () => holds('eip155'),
      onSent: () => refreshUndeployedSmartAccount(),
    }),
    solanaProvider: createApprovingSolanaProvider({
      load: async () => (await load()).solana,
      approvals,
      isConnected: () => holds('solana'),
    }),
  }

  // The user as last read from the frame, for a namespace whose reconnect ends after that read.
  let knownUser: { user: EmbeddedWalletBridgeUser; authProvider: 'email' | SocialLogin } | undefined
  /** SPEC §3: the user on one namespace the AUTH connector holds. */
  const patchUser = (
    namespace: EmbeddedWalletNamespace,
    { user, authProvider }: NonNullable<typeof knownUser>,
  ) => {
    // SPEC §3's fields only: the frame's user id and Solana address are not part of it.
    const {
      solanaAddress: _solana,
      userId: _id,
      authProvider: _provider,
      ...spec
    } = user as EmbeddedWalletBridgeUser & { userId?: string }
    stores.chains.getState().patchAccount(namespace, {
      user: spec,
      preferredAccountType: user.preferredAccountType ?? 'eoa',
      smartAccountDeployed: user.smartAccountDeployed ?? false,
      ...(authProvider === 'email' ? {} : { socialProvider: authProvider }),
    })
  }
  /** SPEC §3: the user on every namespace the AUTH connector holds. */
  const applyUser = (user: EmbeddedWalletBridgeUser, authProvider: 'email' | SocialLogin) => {
    knownUser = { user, authProvider }
    for (const namespace of served) if (holds(namespace)) patchUser(namespace, knownUser)
  }
  /** Connected through the AUTH connector, but not yet told who the user is (a reload). */
  const lacksUser = (namespace: EmbeddedWalletNamespace) => {
    const { connectorId, account } = stores.chains.getState().namespaces[namespace]
    return connectorId === AUTH_CONNECTOR_ID && account.status === 'connected' && !account.user
  }

  /**
   * The host's account type; a frame without smart accounts (or that fails to answer) keeps the user as is.
   */
  const syncAccountType = async (user: EmbeddedWalletBridgeUser) =>
    syncPreferredAccountType(context, await bridge(), user).catch(() => user)

  /** The known user read again from the frame: its active account or deployment may have changed. */
  const rereadUser = () => {
    if (!knownUser) return
    const { authProvider } = knownUser
    void bridge()
      .then((ready) => ready.getUser())
      .then((user) => applyUser(user, authProvider))
      .catch(() => undefined)
  }
  /** SPEC §3 smartAccountDeployed: the first user operation deploys the smart account, so the user is read again. */
  const refreshUndeployedSmartAccount = () => {
    const { account } = stores.chains.getState().namespaces.eip155
    if (account.preferredAccountType === 'smartAccount' && !account.smartAccountDeployed) rereadUser()
  }

  let userRequested = false
  let ending: Promise<void> | undefined
  // SPEC §4 disconnect: when no namespace holds the AUTH connector any more, the frame signs out.
  const endSession = () => {
    ending ??= (async () => {
      storage.remove('email')
      emailLogin.getState().set(EMAIL_LOGIN_START)
      approvals.rejectAll()
      userRequested = false
      knownUser = undefined
      loaded?.solana.disconnect()
      await loaded?.bridge.signOut()
    })().finally(() => {
      ending = undefined
    })
    return ending
  }
  let held = served.some(holds)
  let evmNetwork = stores.chains.getState().namespaces.eip155.network?.caipNetworkId
  stores.chains.subscribe(() => {
    const holding = served.some(holds)
    if (held && !holding) void endSession()
    held = holding
    // After a network switch the frame's active account is that network's (aa-design: the EOA where smart
    // accounts are off), so the user is read again.
    const network = stores.chains.getState().namespaces.eip155.network?.caipNetworkId
    const switched = network !== evmNetwork
    evmNetwork = network
    if (switched && holds('eip155')) rereadUser()
    if (!served.some(lacksUser)) return
    // A namespace restored after the frame answered (EVM's reconnect is often the slower) gets the same user.
    if (knownUser) {
      for (const namespace of served) if (knownUser && lacksUser(namespace)) patchUser(namespace, knownUser)
    }
    // A restored connection (reload) learns its user from the frame once.
    else if (!userRequested) {
      userRequested = true
      void bridge()
        .then((ready) => ready.getUser())
        .then(syncAccountType)
        .then((user) => applyUser(user, user.authProvider ?? 'email'))
        .catch(() => undefined)
    }
  })

  /** After the frame logged the user in: the AUTH connector connects wherever it serves (SPEC §4). */
  const finishLogin = async (
    user: EmbeddedWalletBridgeUser,
    authProvider: 'email' | SocialLogin = 'email',
  ) => {
    userRequested = true
    // The type is set before connecting, so the adapters connect the active account at once.
    const synced = await syncAccountType(user)
    for (const namespace of served) await actions.connect({ namespace, connectorId: AUTH_CONNECTOR_ID })
    applyUser(synced, authProvider)
  }

  // SPEC §4: the frame is made at startup when email login was used before, so a reload reconnects fast.
  if (storage.get('email'))
    void bridge()
      .then((ready) => ready.load())
      .catch((error: unknown) => {
        const alert = alertOf(error)
        if (alert) stores.alerts.getState().showAlert(alert)
      })

  const email: EmailLoginDependencies = { context, store: emailLogin, bridge, finishLogin }
  const social: SocialLoginDependencies = {
    context,
    store: socialLogin,
    loadedBridge: () => loaded,
    prepare: load,
    finishLogin,
  }
  // SPEC §2: the page is back from a redirect social login (Telegram) with result_uri.
  if (hasSocialRedirectResult(globalThis.location)) void resumeSocialRedirect(social, served)

  const heldUser = () => {
    const namespace = served.find(holds)
    return namespace ? stores.chains.getState().namespaces[namespace].account.user : undefined
  }
  const update: UpdateEmailDependencies = {
    context,
    store: emailUpdate,
    bridge,
    currentUser: heldUser,
    async refreshUser() {
      const user = await (await bridge()).getUser()
      const namespace = served.find(holds)
      const current = namespace && stores.chains.getState().namespaces[namespace].account.socialProvider
      applyUser(user, user.authProvider ?? current ?? 'email')
    },
  }
  return {
    connector,
    stores: { emailLogin, pendingRequest, socialLogin, emailUpdate },
    requestEmailCode: (address: string) => requestEmailCode(email, address),
    resendEmailCode: () => resendEmailCode(email),
    awaitEmailCode: () => awaitEmailCode(email),
    resendSecondsLeft: (nowMs = context.now()) => resendSecondsLeft(emailLogin.getState(), nowMs),
    changeEmail: () => emailLogin.getState().set({ step: 'email', status: 'idle', error: undefined }),
    socialProviders: (telegramPlatform?: string) =>
      shownSocialProviders(stores.features.getState().features.socials, telegramPlatform),
    prepareSocialLogin: async (): Promise<void> => void (await load()),
    connectSocial: (provider: string) => connectSocial(social, provider),
    updateEmail: (newEmail: string) => updateEmail(update, newEmail),
    awaitPrimaryEmailCode: () => awaitPrimaryEmailCode(update),
    awaitSecondaryEmailCode: () => awaitSecondaryEmailCode(update),
    resetEmailUpdate: () => resetUpdateEmail(update),
    exportWallet: () => startWalletExport(update),
    awaitWalletExport: (options: { onRefused: (message: string) => void; stillWanted: () => boolean }) =>
      awaitWalletExport(update, options),
    cancelWalletExport: () => cancelWalletExport(update),
    addPasskey: () => addPasskey(update),
    cancelAddPasskey: () => cancelAddPasskey(update),
    showFrame: (rect: FrameRect) => loaded?.bridge.showFrame(rect),
    hideFrame: () => loaded?.bridge.hideFrame(),
    focusFrame: () => loaded?.bridge.focusFrame(),
    syncFrameTheme: (theme: FrameTheme) =>
      void load().then(
        ({ bridge }) => bridge.syncTheme(theme),
        () => undefined,
      ),
    onFrameHeight: (listener: (height: number) => void): (() => void) => {
      let unsubscribe: (() => void) | undefined
      let stopped = false
      void load().then(
        ({ bridge }) => {
          if (!stopped) unsubscribe = bridge.onFrameHeight(listener)
        },
        () => undefined,
      )
      return () => {
        stopped = true
        unsubscribe?.()
      }
    },
    async signOut(): Promise<void> {
      const namespace = served.find(holds)
      if (!namespace) return endSession()
      // The disconnect ends the session (the store's subscription above); this waits for the frame.
      await actions.disconnect({ namespace })
      await ending
    },
    getInfo(namespace: EmbeddedWalletNamespace): EmbeddedWalletInfo | undefined {
      const { account, connectorId } = stores.chains.getState().namespaces[namespace]
      if (connectorId !== AUTH_CONNECTOR_ID || !account.user) return undefined
      return {
        user: account.user,
        authProvider: account.socialProvider ?? 'email',
        accountType: account.preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa',
        isSmartAccountDeployed: account.smartAccountDeployed ?? false,
      }
    },
    bridge,
    applyFrameUser(user: EmbeddedWalletBridgeUser): void {
      applyUser(user, user.authProvider ?? knownUser?.authProvider ?? 'email')
    },
    finishLogin,
  }
}
