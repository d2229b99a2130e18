import { cloneElement, type ReactElement, useId, useState } from 'react'

type TriggerProps = {
  'aria-describedby'?: string
  onMouseEnter?: () => void
  onMouseLeave?: () => void
  onFocus?: () => void
  onBlur?: () => void
  onKeyDown?: (event: { key: string }) => void
}

/** Text that explains a control on hover or focus; the control is described by it; Esc hides it. */
export function Tooltip({ content, children }: { content: string; children: ReactElement<TriggerProps> }) {
  const id = useId()
  const [visible, setVisible] = useState(false)
  const show = () => setVisible(true)
  const hide = () => setVisible(false)
  return (
    <span className="pc-tooltip">
      {cloneElement(children, {
        'aria-describedby': id,
        onMouseEnter: show,
        onMouseLeave: hide,
        onFocus: show,
        onBlur: hide,
        onKeyDown: (event) => {
          if (event.key === 'Escape' && visible) hide()
        },
      })}
      <span id={id} role="tooltip" className="pc-tooltip__bubble" hidden={!visible}>
        {content}
      </span>
    </span>
  )
}
