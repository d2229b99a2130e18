import type { EmbeddedWallet } from '@portico/core'
import { truncateEmail } from '@portico/core'
import { type FormEvent, useState } from 'react'
import { Button } from '../../primitives/Button/Button'
import { CodeInput } from '../../primitives/Input/CodeInput'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { updateEmailErrorText } from './updateEmailErrorText'
import { useCurrentEmail } from './useCurrentEmail'

/**
 * SPEC §5 email update, a code step: first the code mailed to the address in use (VERIFY_PRIMARY_OTP), then
 * the one mailed to the new address (VERIFY_SECONDARY_OTP). Keyed by step, so each starts with an empty field.
 */
export function UpdateEmailCodeStep({
  wallet,
  step,
}: {
  wallet: EmbeddedWallet
  step: 'primaryOtp' | 'secondaryOtp'
}) {
  const { t } = usePortico()
  const { newEmail, status, error, reason } = useClientStore(wallet.stores.emailUpdate, (state) => state)
  const currentEmail = useCurrentEmail()
  const [code, setCode] = useState('')
  const verifying = status === 'verifying'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void (step === 'primaryOtp' ? wallet.verifyPrimaryEmailCode(code) : wallet.verifySecondaryEmailCode(code))
  }
  // SPEC §5: an email is shown truncated beyond 30 characters.
  const sentTo = truncateEmail((step === 'primaryOtp' ? currentEmail : newEmail) ?? '')
  return (
    <form className="pc-stack" noValidate onSubmit={submit}>
      <Text as="p" variant="paragraph" tone="muted">
        {step === 'primaryOtp'
          ? t('updateEmail.primarySent', { email: sentTo })
          : t('updateEmail.secondarySent', { email: sentTo })}
      </Text>
      <CodeInput
        label={t('email.codeLabel')}
        value={code}
        disabled={verifying}
        error={error ? updateEmailErrorText(error, reason, t) : undefined}
        onCode={setCode}
      />
      <Button type="submit" loading={verifying} loadingLabel={t('email.verifying')}>
        {t('email.continue')}
      </Button>
    </form>
  )
}
