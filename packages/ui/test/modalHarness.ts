import {
  type AdapterCapabilities,
  base,
  createMemoryStorage,
  createPortico,
  ethereum,
  type PorticoOptions,
} from '@portico/core'
import { createTestAdapter, testConnector } from '@portico/core/testing'
import { vi } from 'vitest'
import { createPorticoUi, type PorticoUiOptions } from '../src/createPorticoUi'

/** Chunks load on first use, and the first test of a run pays for the dev server's transforms. */
export const WAIT = { timeout: 25_000 }

export const METAMASK = testConnector('eip155', 'io.metamask', 'ANNOUNCED', 'MetaMask')
export const RABBY = testConnector('eip155', 'io.rabby', 'INJECTED', 'Rabby')
export const LEDGER = testConnector('eip155', 'com.ledger', 'EXTERNAL', 'Ledger Live')

/** Wallets that connect, sign and switch; the modal's tests set balances themselves when they show one. */
export const CONNECT_ONLY = {
  balance: false,
  send: false,
  activity: false,
  names: false,
  onramp: false,
  estimateGas: false,
  writeContract: false,
}

/** A real core client with in-test wallets and the real UI, plus the page button that opens it. */
export async function setupModal({
  ui = {},
  options = {},
  capabilities = CONNECT_ONLY,
}: {
  ui?: PorticoUiOptions
  options?: Partial<PorticoOptions>
  /** What the wallets' adapter can do; connecting only unless a test needs more. */
  capabilities?: Partial<AdapterCapabilities>
} = {}) {
  const wallets = createTestAdapter(
    'eip155',
    [
      { connector: LEDGER, address: '0x3333333333333333333333333333333333333333' },
      { connector: METAMASK, address: '0x1111111111111111111111111111111111111111' },
      { connector: RABBY, address: '0x2222222222222222222222222222222222222222' },
    ],
    { capabilities },
  )
  const client = createPortico({
    projectId: 'test-project',
    networks: [ethereum, base],
    adapters: [wallets.adapter],
    storage: createMemoryStorage(),
    // Tests watch what loads when, so nothing loads on idle unless a test asks for it.
    ui: createPorticoUi({ preload: 'hover', ...ui }),
    ...options,
  })
  await client.ready
  const opener = document.createElement('button')
  opener.type = 'button'
  opener.textContent = 'Open wallet modal'
  opener.addEventListener('click', () => client.open())
  document.body.append(opener)
  return { client, wallets, opener }
}

export function modalShadow(): ShadowRoot | null {
  return document.querySelector('portico-modal')?.shadowRoot ?? null
}

/** Waits for the dialog (its chunk loads on first open) and returns it. */
export async function findDialog(): Promise<HTMLElement> {
  return vi.waitFor(() => {
    const dialog = modalShadow()?.querySelector<HTMLElement>('[role="dialog"]')
    if (!dialog) throw new Error('no dialog yet')
    return dialog
  }, WAIT)
}

/** Waits for an element inside the modal that matches the selector and text. */
export async function findInModal(selector: string, text?: string | RegExp): Promise<HTMLElement> {
  return vi.waitFor(() => {
    const match = Array.from(modalShadow()?.querySelectorAll<HTMLElement>(selector) ?? []).find((element) =>
      text === undefined
        ? true
        : typeof text === 'string'
          ? element.textContent?.includes(text)
          : text.test(element.textContent ?? ''),
    )
    if (!match) throw new Error(`nothing matches ${selector} ${text ?? ''}`)
    return match
  }, WAIT)
}

export function walletButtons(): HTMLButtonElement[] {
  return Array.from(modalShadow()?.querySelectorAll<HTMLButtonElement>('ul[aria-label] button') ?? [])
}

export function resetPage(): void {
  for (const element of document.querySelectorAll('portico-modal, button, style[data-test], .tall-page'))
    element.remove()
  document.documentElement.style.overflow = ''
  window.scrollTo(0, 0)
}

/** The @font-face rules of the bundled Inter the document has adopted (fontFace.ts), empty when none. */
export function bundledFontFaces(): CSSFontFaceRule[] {
  return document.adoptedStyleSheets
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
    .filter((rule) => rule.style.getPropertyValue('font-family').includes('Portico Inter'))
}
