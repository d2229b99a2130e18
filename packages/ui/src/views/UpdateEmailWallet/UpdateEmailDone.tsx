import { truncateEmail } from '@portico/core'
import { Button } from '../../primitives/Button/Button'
import { CheckIcon } from '../../primitives/Icons/Icons'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { useCurrentEmail } from './useCurrentEmail'

/** The email changed: the account's user already shows it (SPEC §3); back to Account. */
export function UpdateEmailDone({ onBack }: { onBack: () => void }) {
  const { t } = usePortico()
  const email = useCurrentEmail()
  return (
    <div className="pc-centered">
      <CheckIcon size={32} />
      <Text as="p" variant="paragraph" role="status">
        {t('updateEmail.done', { email: truncateEmail(email ?? '') })}
      </Text>
      <Button style={{ width: '100%' }} onClick={onBack}>
        {t('updateEmail.backToAccount')}
      </Button>
    </div>
  )
}
