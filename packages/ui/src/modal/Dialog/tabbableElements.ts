const TABBABLE = [
  'button:not([disabled])',
  'a[href]',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** The elements Tab visits inside the dialog, in order; hidden ones are skipped. */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) =>
      element.tabIndex >= 0 && !element.closest('[hidden],[inert]') && element.getClientRects().length > 0,
  )
}

/** The focused element, looking through shadow roots (document.activeElement stops at the host). */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  const active = root.activeElement
  return active?.shadowRoot ? (deepActiveElement(active.shadowRoot) ?? active) : active
}
