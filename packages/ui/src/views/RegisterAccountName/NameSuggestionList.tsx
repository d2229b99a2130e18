import type { AccountNameSuggestion } from '@portico/core/names'
import { Button } from '../../primitives/Button/Button'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'

/** Names the cloud offers, each marked available or taken; a free one fills the field when picked. */
export function NameSuggestionList({
  suggestions,
  onPick,
}: {
  suggestions: AccountNameSuggestion[]
  onPick: (label: string) => void
}) {
  const { t } = usePortico()
  if (suggestions.length === 0) return null
  return (
    <ul
      aria-label={t('names.suggestions')}
      className="pc-stack"
      style={{ gap: 4, padding: 0, margin: 0, alignItems: 'stretch' }}
    >
      {suggestions.map(({ name, registered }) => (
        <li
          key={name}
          style={{
            listStyle: 'none',
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 8,
          }}
        >
          <Button
            variant="neutral"
            size="sm"
            dir="ltr"
            disabled={registered}
            onClick={() => onPick(name.split('.')[0] ?? name)}
          >
            {name}
          </Button>
          <Text as="span" variant="small" tone={registered ? 'error' : 'muted'}>
            {registered ? t('names.taken') : t('names.available')}
          </Text>
        </li>
      ))}
    </ul>
  )
}
