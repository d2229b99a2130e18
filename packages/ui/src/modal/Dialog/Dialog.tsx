import { type ReactNode, useRef } from 'react'
import { useDialogFocus, useKeepFocusInside } from './useDialogFocus'
import { useDialogKeys } from './useDialogKeys'
import { useScrollLock } from './useScrollLock'

export type DialogProps = {
  labelledBy: string
  /** Overlay: a modal dialog over the page. Inline (embedded mode): part of the page, no trap or lock. */
  inline: boolean
  shake: boolean
  /** Changes when the content is replaced (the router's view), so focus lost with it comes back. */
  contentKey: string
  onDismiss: () => void
  children: ReactNode
}

/** ARCHITECTURE.md "The modal in the page": focus trapped and restored, Esc closes, the page stays put. */
export function Dialog({ labelledBy, inline, shake, contentKey, onDismiss, children }: DialogProps) {
  const dialog = useRef<HTMLDivElement>(null)
  useDialogFocus(dialog, !inline)
  useScrollLock(!inline)
  useDialogKeys(dialog, !inline, onDismiss)
  useKeepFocusInside(dialog, !inline, contentKey)
  const card = (
    <div
      ref={dialog}
      role="dialog"
      aria-modal={inline ? undefined : true}
      aria-labelledby={labelledBy}
      tabIndex={-1}
      className={['pc-dialog', inline ? 'pc-dialog--inline' : '', shake ? 'pc-dialog--shake' : ''].join(' ')}
    >
      {children}
    </div>
  )
  if (inline) return card
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a mouse shortcut; keyboards have Esc and Close
    <div
      className="pc-overlay"
      data-testid="portico-overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onDismiss()
      }}
    >
      {card}
    </div>
  )
}
