import type { ReactNode } from 'react'
import { Text } from '../../primitives/Text/Text'

/** A tab's empty, failed or unavailable state: what is true, in one line, and what can be done. */
export function PanelMessage({
  icon,
  title,
  hint,
  tone = 'default',
  action,
}: {
  icon: ReactNode
  title: string
  hint?: string | undefined
  tone?: 'default' | 'error'
  action?: ReactNode
}) {
  return (
    <div className="pc-centered" data-panel-state={tone === 'error' ? 'error' : 'message'}>
      {icon}
      <Text as="p" variant="paragraph" tone={tone === 'error' ? 'error' : 'default'}>
        {title}
      </Text>
      {hint ? (
        <Text as="p" variant="small" tone="muted">
          {hint}
        </Text>
      ) : null}
      {action}
    </div>
  )
}
