import type { EmbeddedWallet } from '@portico/core'
import { type FormEvent, useState } from 'react'
import { Button } from '../../primitives/Button/Button'
import { EmailInput } from '../../primitives/Input/EmailInput'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { emailLoginErrorText } from './emailLoginErrorText'

/** SPEC §2 EmailLogin, first step: the address, checked by core (SPEC §5) before any code is asked for. */
export function EmailStep({ wallet }: { wallet: EmbeddedWallet }) {
  const { t } = usePortico()
  const { email, status, error } = useClientStore(wallet.stores.emailLogin, (state) => state)
  const [value, setValue] = useState(email ?? '')
  const sending = status === 'sending'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void wallet.requestEmailCode(value)
  }
  return (
    <form className="pc-stack" noValidate onSubmit={submit}>
      <EmailInput
        label={t('email.label')}
        value={value}
        disabled={sending}
        error={error ? emailLoginErrorText(error, t) : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" loading={sending} loadingLabel={t('email.sending')}>
        {t('email.continue')}
      </Button>
    </form>
  )
}
