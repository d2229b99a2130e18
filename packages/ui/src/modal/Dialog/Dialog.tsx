import { type ReactNode, useRef } from 'react'
import { trapTabKey, useDialogFocus } from './useDialogFocus'
import { useScrollLock } from './useScrollLock'

export type DialogProps = {
  labelledBy: string
  /** Overlay: a modal dialog over the page. Inline (embedded mode): part of the page, no trap or lock. */
  inline: boolean
  shake: boolean
  onDismiss: () => void
  children: ReactNode
}

/** ARCHITECTURE.md "The modal in the page": focus trapped and restored, Esc closes, the page stays put. */
export function Dialog({ labelledBy, inline, shake, onDismiss, children }: DialogProps) {
  const dialog = useRef<HTMLDivElement>(null)
  useDialogFocus(dialog, !inline)
  useScrollLock(!inline)
  const card = (
    <div
      ref={dialog}
      role="dialog"
      aria-modal={inline ? undefined : true}
      aria-labelledby={labelledBy}
      tabIndex={-1}
      className={['pc-dialog', inline ? 'pc-dialog--inline' : '', shake ? 'pc-dialog--shake' : ''].join(' ')}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !inline) {
          event.stopPropagation()
          onDismiss()
        } else if (!inline && dialog.current) trapTabKey(event, dialog.current)
      }}
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
