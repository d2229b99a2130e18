import type { EmbeddedWallet } from '@portico/core'
import { truncateEmail } from '@portico/core'
import { type FormEvent, useState } from 'react'
import { finishConnect } from '../../modal/Router/finishConnect'
import { Button } from '../../primitives/Button/Button'
import { CodeInput } from '../../primitives/Input/CodeInput'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { emailLoginErrorText } from './emailLoginErrorText'
import { useResendSeconds } from './useResendSeconds'

/**
 * SPEC §2 EmailLogin, code step: the 6 digits from the mail (one field the browser can fill from the
 * mail), where it went with Change, and Resend under the server's cooldown (SPEC §5).
 */
export function CodeStep({ wallet }: { wallet: EmbeddedWallet }) {
  const { client, t } = usePortico()
  const { email, status, error, resendAvailableAtMs } = useClientStore(
    wallet.stores.emailLogin,
    (state) => state,
  )
  const [code, setCode] = useState('')
  const seconds = useResendSeconds(wallet, resendAvailableAtMs)
  const busy = status !== 'idle'
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // On success the modal goes where any connect goes.
    if (await wallet.verifyEmailCode(code)) finishConnect(client)
  }
  const resend = async () => {
    if (await wallet.resendEmailCode()) setCode('')
  }
  return (
    <form className="pc-stack" noValidate onSubmit={(event) => void submit(event)}>
      <div className="pc-centered">
        <Text as="p" variant="paragraph" tone="muted">
          {t('email.sentTo', { email: truncateEmail(email ?? '') })}
        </Text>
        <Button variant="neutral" size="sm" disabled={busy} onClick={() => wallet.changeEmail()}>
          {t('email.change')}
        </Button>
      </div>
      <CodeInput
        label={t('email.codeLabel')}
        value={code}
        disabled={busy}
        error={error ? emailLoginErrorText(error, t) : undefined}
        onCode={setCode}
      />
      <Button type="submit" loading={status === 'verifying'} loadingLabel={t('email.verifying')}>
        {t('email.continue')}
      </Button>
      <Button
        variant="neutral"
        size="sm"
        disabled={busy || seconds > 0}
        loading={status === 'sending'}
        loadingLabel={t('email.sending')}
        onClick={() => void resend()}
      >
        {t('email.resend')}
      </Button>
      {seconds > 0 ? (
        <Text as="p" variant="small" tone="muted" role="status">
          {t('email.cooldown', { n: String(seconds) })}
        </Text>
      ) : null}
    </form>
  )
}
