import type { EmbeddedWallet } from '@portico/core'
import { truncateEmail } from '@portico/core'
import { useEffect } from 'react'
import { finishConnect } from '../../modal/Router/finishConnect'
import { Button } from '../../primitives/Button/Button'
import { Text } from '../../primitives/Text/Text'
import { SecureFrameSlot } from '../../secureFrame/SecureFrameSlot'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { emailLoginErrorText } from './emailLoginErrorText'
import { useResendSeconds } from './useResendSeconds'

/**
 * SPEC §2 EmailLogin, code step: where the code went with Change, the secure frame's own field for the 6
 * digits (the page never holds them), why the last code was refused, and Resend under the cooldown (SPEC §5).
 */
export function CodeStep({ wallet }: { wallet: EmbeddedWallet }) {
  const { client, t } = usePortico()
  const { email, status, error, resendAvailableAtMs } = useClientStore(
    wallet.stores.emailLogin,
    (state) => state,
  )
  const seconds = useResendSeconds(wallet, resendAvailableAtMs)
  const busy = status !== 'idle'
  // The frame waits for the person's code; on the login (which ends this step) the modal goes where any
  // connect goes.
  useEffect(() => {
    void wallet.awaitEmailCode().then((connected) => {
      if (connected) finishConnect(client)
    })
  }, [wallet, client])
  return (
    <div className="pc-stack">
      <div className="pc-centered">
        <Text as="p" variant="paragraph" tone="muted">
          {t('email.sentTo', { email: truncateEmail(email ?? '') })}
        </Text>
        <Button variant="neutral" size="sm" disabled={busy} onClick={() => wallet.changeEmail()}>
          {t('email.change')}
        </Button>
      </div>
      <SecureFrameSlot wallet={wallet} loadingLabel={t('email.loading')} />
      {error ? (
        <Text as="p" variant="small" tone="error" role="alert">
          {emailLoginErrorText(error, t)}
        </Text>
      ) : null}
      <Button
        variant="neutral"
        size="sm"
        disabled={busy || seconds > 0}
        loading={status === 'sending'}
        loadingLabel={t('email.sending')}
        onClick={() => void wallet.resendEmailCode()}
      >
        {t('email.resend')}
      </Button>
      {seconds > 0 ? (
        <Text as="p" variant="small" tone="muted" role="status">
          {t('email.cooldown', { n: String(seconds) })}
        </Text>
      ) : null}
    </div>
  )
}
