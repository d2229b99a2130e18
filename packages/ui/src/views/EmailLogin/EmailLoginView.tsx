import type { EmbeddedWallet } from '@portico/core'
import { Spinner } from '../../primitives/Spinner/Spinner'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { useEmbeddedWallet } from '../../state/useEmbeddedWallet'
import { CodeStep } from './CodeStep'
import { EmailStep } from './EmailStep'

/** SPEC §2 EmailLogin: the email step, then the code step, as core's email-login store says. */
export default function EmailLoginView() {
  const { t } = usePortico()
  const load = useEmbeddedWallet()
  if (load.status === 'loading')
    return (
      <div className="pc-centered">
        <Spinner label={t('email.loading')} />
      </div>
    )
  if (load.status === 'failed')
    return (
      <Text as="p" variant="paragraph" tone="error" role="alert">
        {load.error}
      </Text>
    )
  return <EmailSteps wallet={load.wallet} />
}

function EmailSteps({ wallet }: { wallet: EmbeddedWallet }) {
  const step = useClientStore(wallet.stores.emailLogin, (state) => state.step)
  return step === 'otp' ? <CodeStep wallet={wallet} /> : <EmailStep wallet={wallet} />
}
