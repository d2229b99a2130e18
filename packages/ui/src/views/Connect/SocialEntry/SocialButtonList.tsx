import type { SocialProvider } from '@portico/core'
import { ListItem } from '../../../primitives/ListItem/ListItem'
import { Spinner } from '../../../primitives/Spinner/Spinner'
import { Text } from '../../../primitives/Text/Text'
import { usePortico } from '../../../state/PorticoContext'
import { SocialLogo } from './SocialLogo'
import { SOCIAL_PROVIDER_NAMES } from './socialProviderName'

export type SocialButtonListProps = {
  providers: readonly SocialProvider[]
  /** Until the embedded wallet has loaded, a click could not open the popup in its own task. */
  disabled: boolean
  /** The provider whose popup is open. */
  busy: SocialProvider | undefined
  /** Already in the visitor's language. */
  error: string | undefined
  onPick: (provider: SocialProvider) => void
}

/** The social buttons as drawn: a row per provider with its mark, the open popup's spinner, the last error. */
export function SocialButtonList({ providers, disabled, busy, error, onPick }: SocialButtonListProps) {
  const { t } = usePortico()
  return (
    <div className="pc-stack">
      <ul
        className="pc-stack pc-plain-list"
        aria-label={t('social.label')}
        aria-busy={busy ? true : undefined}
      >
        {providers.map((provider) => {
          const name = SOCIAL_PROVIDER_NAMES[provider]
          return (
            <li key={provider}>
              <ListItem
                variant="wallet"
                title={t('social.continueWith', { provider: name })}
                icon={
                  busy === provider ? (
                    <Spinner label={t('social.waiting', { provider: name })} />
                  ) : (
                    <SocialLogo provider={provider} />
                  )
                }
                disabled={disabled || busy !== undefined}
                onClick={() => onPick(provider)}
              />
            </li>
          )
        })}
      </ul>
      {error ? (
        <Text as="p" variant="small" tone="error" role="alert">
          {error}
        </Text>
      ) : null}
    </div>
  )
}
