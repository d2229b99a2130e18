import type { EmbeddedWallet } from '@portico/core'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { WithEmbeddedWallet } from '../../state/WithEmbeddedWallet'
import { CodeStep } from './CodeStep'
import { EmailStep } from './EmailStep'

/** SPEC §2 EmailLogin: the email step, then the code step, as core's email-login store says. */
export default function EmailLoginView() {
  const { t } = usePortico()
  return (
    <WithEmbeddedWallet loadingLabel={t('email.loading')}>
      {(wallet) => <EmailSteps wallet={wallet} />}
    </WithEmbeddedWallet>
  )
}

function EmailSteps({ wallet }: { wallet: EmbeddedWallet }) {
  const step = useClientStore(wallet.stores.emailLogin, (state) => state.step)
  return step === 'otp' ? <CodeStep wallet={wallet} /> : <EmailStep wallet={wallet} />
}
