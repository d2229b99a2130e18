import type { EmbeddedWallet } from '@portico/core'
import { useEffect } from 'react'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { WithEmbeddedWallet } from '../../state/WithEmbeddedWallet'
import { NewEmailStep } from './NewEmailStep'
import { UpdateEmailCodeStep } from './UpdateEmailCodeStep'
import { UpdateEmailDone } from './UpdateEmailDone'

/** SPEC §2 UpdateEmailWallet: new email → code to the current address → code to the new → done. */
export default function UpdateEmailWalletView() {
  const { t } = usePortico()
  return (
    <WithEmbeddedWallet loadingLabel={t('updateEmail.loading')}>
      {(wallet) => <UpdateEmailSteps wallet={wallet} />}
    </WithEmbeddedWallet>
  )
}

function UpdateEmailSteps({ wallet }: { wallet: EmbeddedWallet }) {
  const { client } = usePortico()
  const step = useClientStore(wallet.stores.emailUpdate, (state) => state.step)
  // Leaving the view drops a half-done change: the next visit starts from the new address.
  useEffect(() => () => wallet.resetEmailUpdate(), [wallet])
  switch (step) {
    case 'email':
      return <NewEmailStep wallet={wallet} />
    case 'primaryOtp':
    case 'secondaryOtp':
      return <UpdateEmailCodeStep key={step} wallet={wallet} step={step} />
    case 'done':
      return <UpdateEmailDone onBack={() => client.stores.router.getState().goBack()} />
  }
}
