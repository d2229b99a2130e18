import { solana } from '@portico/core'
import type { GalleryClient } from './createGalleryClient'

/** EIP-1193's refusal (code 4001), as a wallet reports it when the visitor says no. */
export const userRejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })

/** The visitor connected Lumen before and left: core lists it as a recent wallet (SPEC §3). */
export async function connectedBefore({ client }: GalleryClient): Promise<void> {
  await client.connect({ namespace: 'eip155', connectorId: 'app.lumen' })
  await client.disconnect()
}

export async function connectLumen({ client }: GalleryClient): Promise<void> {
  await client.connect({ namespace: 'eip155', connectorId: 'app.lumen' })
}

/** A visitor's click on a wallet row: the router goes to ConnectingExternal, which asks the wallet. */
export const chooseLumen = ({ client }: GalleryClient) =>
  client.stores.router.getState().push('ConnectingExternal', { connectorId: 'app.lumen' })

export const goTo =
  (view: 'Networks') =>
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
/** The Account view shows `tab`'s panel (tokens unless said) in `state`. */
export const panel = (state: string, tab = 'tokens') =>
  has(`[role="tabpanel"][data-tab="${tab}"] [data-panel-state="${state}"]`)
