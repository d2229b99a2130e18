import { createPairing, PAIRING_URI_EXPIRY_MS, solana, WALLET_CONNECT_CONNECTOR_ID } from '@portico/core'
import { userRejection } from '@portico/core/testing'
import type { GalleryClient } from './createGalleryClient'

/** The visitor connected Lumen before and left: core lists it as a recent wallet (SPEC §3). */
export async function connectedBefore({ client }: GalleryClient): Promise<void> {
  await client.connect({ namespace: 'eip155', connectorId: 'app.lumen' })
  await client.disconnect()
}

export async function connectLumen({ client }: GalleryClient): Promise<void> {
  await client.connect({ namespace: 'eip155', connectorId: 'app.lumen' })
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/** Waits (frame by frame, a few seconds at most) until `condition` holds; the story's `settled` then decides. */
export async function until(condition: () => boolean, frames = 300): Promise<void> {
  for (let frame = 0; frame < frames && !condition(); frame++) await nextFrame()
}

/**
 * Lumen connected and both of core's reads after a connect landed (the chain's native balance, the
 * cloud's tokens), so a view that lists them (Send, Receive) always starts from the same state.
 */
export async function connectLumenWithBalances(gallery: GalleryClient): Promise<void> {
  await connectLumen(gallery)
  const account = () => gallery.client.stores.chains.getState().namespaces.eip155.account
  await until(() => account().balance !== undefined && account().tokenBalance !== undefined)
}

/** A visitor's click on a wallet row: the router goes to ConnectingExternal, which asks the wallet. */
export const chooseLumen = ({ client }: GalleryClient) =>
  client.stores.router.getState().push('ConnectingExternal', { connectorId: 'app.lumen' })

export const goTo =
  (view: 'Networks' | 'Receive' | 'Send' | 'RegisterAccountName') =>
  ({ client }: GalleryClient) =>
    client.stores.router.getState().push(view)

/** SPEC §2: a network of a namespace with no wallet yet (Solana here). */
export const switchToSolana = ({ client }: GalleryClient) =>
  client.stores.router.getState().push('SwitchActiveChain', { switchToChain: 'solana', network: solana })

/** A visitor's click on one of the Account view's tabs. */
export const chooseTab = (name: string) => (_gallery: GalleryClient, shadow: ShadowRoot) => {
  const tab = Array.from(shadow.querySelectorAll<HTMLElement>('[role="tab"]')).find(
    (element) => element.textContent === name,
  )
  tab?.click()
}

/** Typing into the All Wallets search field, as React hears it. */
export const searchFor = (query: string) => (_gallery: GalleryClient, shadow: ShadowRoot) => {
  const input = shadow.querySelector<HTMLInputElement>('input')
  if (!input) return
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

export const has = (selector: string) => (shadow: ShadowRoot) => shadow.querySelector(selector) !== null
export const hasText = (text: string) => (shadow: ShadowRoot) => (shadow.textContent ?? '').includes(text)
export const rows = (count: number) => (shadow: ShadowRoot) =>
  shadow.querySelectorAll('ul[aria-label] li').length >= count
/** SPEC §2 in Arabic: the modal's root is laid out right to left, and `settled` holds too. */
export const rightToLeft = (settled: (shadow: ShadowRoot) => boolean) => (shadow: ShadowRoot) =>
  has('[dir="rtl"]')(shadow) && settled(shadow)
/** The Account view shows `tab`'s panel (tokens unless said) in `state`. */
export const panel = (state: string, tab = 'tokens') =>
  has(`[role="tabpanel"][data-tab="${tab}"] [data-panel-state="${state}"]`)

/** A pairing URI that never changes, so the QR code is the same on every run. */
export const GALLERY_PAIRING_URI = `wc:${'7a'.repeat(32)}@2?relay-protocol=irn&symKey=${'c3'.repeat(32)}`

type PairingView = 'ConnectingWalletConnect' | 'ConnectingWalletConnectBasic'
type PairingOffer = { walletId?: string; expired?: boolean }

/** As the WalletConnect entry or a catalogue wallet's row routes: the view starts the connect. */
export const goToPairing =
  (view: PairingView, walletId?: string) =>
  ({ client }: GalleryClient) =>
    client.stores.router
      .getState()
      .push(view, { connectorId: WALLET_CONNECT_CONNECTOR_ID, ...(walletId ? { walletId } : {}) })

/** What WalletConnect's connector does on connect: the URI goes into core's connection store. */
function showPairing(gallery: GalleryClient, view: PairingView, { walletId, expired = false }: PairingOffer) {
  // An expired offer was made a whole SPEC §4 lifetime ago.
  const offeredAt = Date.now() - (expired ? PAIRING_URI_EXPIRY_MS : 0)
  gallery.client.stores.connection.getState().setPairing(createPairing(GALLERY_PAIRING_URI, offeredAt))
  goToPairing(view, walletId)(gallery)
}

/** A pairing on offer while the connect waits for a phone that never answers, so it stays on screen. */
export const offerPairing =
  (view: PairingView, offer: PairingOffer = {}) =>
  (gallery: GalleryClient) => {
    gallery.wallets.pauseNext()
    showPairing(gallery, view, offer)
  }

/** The phone declined the first offer (SPEC §8): the view says so and the next offer waits on screen. */
export const declineFirstPairing = async (gallery: GalleryClient) => {
  const release = gallery.wallets.pauseNext()
  gallery.wallets.failNext(userRejection())
  showPairing(gallery, 'ConnectingWalletConnect', {})
  while (!gallery.wallets.calls.some((call) => call.startsWith('connect:')))
    await new Promise((resolve) => requestAnimationFrame(resolve))
  release()
  // Set before the declined connect resumes, so the view's next attempt waits here.
  gallery.wallets.pauseNext()
}
