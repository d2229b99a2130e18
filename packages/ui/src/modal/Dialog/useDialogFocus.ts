import { type RefObject, useEffect } from 'react'
import { deepActiveElement, tabbableElements } from './tabbableElements'

/** A real dialog's focus: it moves in when the dialog opens and back to the opener when it closes. */
export function useDialogFocus(dialog: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    if (!active) return
    const opener = deepActiveElement()
    const element = dialog.current
    if (element) (tabbableElements(element)[0] ?? element).focus()
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
  }, [dialog, active])
}

/**
 * When the content changes under the focus (a view replaced the button that was focused), focus
 * would fall to the page's body; it goes to the dialog instead, which announces its new title.
 */
export function useKeepFocusInside(
  dialog: RefObject<HTMLElement | null>,
  active: boolean,
  contentKey: string,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: contentKey is the trigger, the content it names changed
  useEffect(() => {
    const element = dialog.current
    if (!active || !element) return
    const focused = deepActiveElement()
    if (!focused || !element.contains(focused)) element.focus()
  }, [dialog, active, contentKey])
}

/** Keeps Tab and Shift+Tab inside the dialog by wrapping at either end. */
export function trapTabKey(event: KeyboardEvent, dialog: HTMLElement): void {
  if (event.key !== 'Tab') return
  const tabbables = tabbableElements(dialog)
  const first = tabbables[0]
  const last = tabbables[tabbables.length - 1]
  if (!first || !last) {
    event.preventDefault()
    return
  }
  const root = dialog.getRootNode() as Document | ShadowRoot
  const current = root.activeElement
  const inside = current instanceof HTMLElement && tabbables.includes(current)
  if (event.shiftKey && (current === first || !inside)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (current === last || !inside)) {
    event.preventDefault()
    first.focus()
  }
}
