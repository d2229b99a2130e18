import type { EmbeddedWallet } from '@portico/core'
import { type FormEvent, useState } from 'react'
import { Button } from '../../primitives/Button/Button'
import { EmailInput } from '../../primitives/Input/EmailInput'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { updateEmailErrorText } from './updateEmailErrorText'

/** SPEC §2 UpdateEmailWallet, first step: the new address, checked by core (SPEC §5) before anything is sent. */
export function NewEmailStep({ wallet }: { wallet: EmbeddedWallet }) {
  const { t } = usePortico()
  const { newEmail, status, error, reason } = useClientStore(wallet.stores.emailUpdate, (state) => state)
  const [value, setValue] = useState(newEmail ?? '')
  const sending = status === 'sending'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void wallet.updateEmail(value)
  }
  return (
    <form className="pc-stack" noValidate onSubmit={submit}>
      <EmailInput
        label={t('updateEmail.newLabel')}
        value={value}
        disabled={sending}
        error={error ? updateEmailErrorText(error, reason, t) : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" loading={sending} loadingLabel={t('email.sending')}>
        {t('email.continue')}
      </Button>
    </form>
  )
}
