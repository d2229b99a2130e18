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

/** Keeps Tab and Shift+Tab inside the dialog by wrapping at either end. */
export function trapTabKey(event: KeyboardEvent | React.KeyboardEvent, dialog: HTMLElement): void {
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
