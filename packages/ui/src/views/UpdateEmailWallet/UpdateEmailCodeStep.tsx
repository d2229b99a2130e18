import type { EmbeddedWallet } from '@portico/core'
import { truncateEmail } from '@portico/core'
import { useEffect } from 'react'
import { Text } from '../../primitives/Text/Text'
import { SecureFrameSlot } from '../../secureFrame/SecureFrameSlot'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { updateEmailErrorText } from './updateEmailErrorText'
import { useCurrentEmail } from './useCurrentEmail'

/**
 * SPEC §5 email update, a code step: first the code mailed to the address in use (VERIFY_PRIMARY_OTP), then
 * the one mailed to the new address (VERIFY_SECONDARY_OTP), each typed in the secure frame's own field (the
 * page never holds it), with why the last one was refused. Keyed by step, so each waits for its own code.
 */
export function UpdateEmailCodeStep({
  wallet,
  step,
}: {
  wallet: EmbeddedWallet
  step: 'primaryOtp' | 'secondaryOtp'
}) {
  const { t } = usePortico()
  const { newEmail, error, reason } = useClientStore(wallet.stores.emailUpdate, (state) => state)
  const currentEmail = useCurrentEmail()
  useEffect(() => {
    void (step === 'primaryOtp' ? wallet.awaitPrimaryEmailCode() : wallet.awaitSecondaryEmailCode())
  }, [wallet, step])
  // SPEC §5: an email is shown truncated beyond 30 characters.
  const sentTo = truncateEmail((step === 'primaryOtp' ? currentEmail : newEmail) ?? '')
  return (
    <div className="pc-stack">
      <Text as="p" variant="paragraph" tone="muted">
        {step === 'primaryOtp'
          ? t('updateEmail.primarySent', { email: sentTo })
          : t('updateEmail.secondarySent', { email: sentTo })}
      </Text>
      <SecureFrameSlot wallet={wallet} loadingLabel={t('email.loading')} />
      {error ? (
        <Text as="p" variant="small" tone="error" role="alert">
          {updateEmailErrorText(error, reason, t)}
        </Text>
      ) : null}
    </div>
  )
}
