import { type RefObject, useEffect } from 'react'
import { trapTabKey } from './useDialogFocus'

/**
 * Esc closes and Tab stays inside while the dialog is open. Listening on the document (keyboard
 * events cross the shadow boundary) keeps both working even when focus was lost to the body.
 */
export function useDialogKeys(
  dialog: RefObject<HTMLElement | null>,
  active: boolean,
  onDismiss: () => void,
): void {
  useEffect(() => {
    if (!active) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        onDismiss()
      } else if (dialog.current) trapTabKey(event, dialog.current)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [dialog, active, onDismiss])
}
