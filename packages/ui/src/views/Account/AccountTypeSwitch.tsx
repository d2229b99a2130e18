import type { ChainNamespace } from '@portico/core'
import { useState } from 'react'
import { Button } from '../../primitives/Button/Button'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'

/**
 * The embedded wallet's eoa ↔ smartAccount switch on Account (SPEC §4's rule). The frame lists the
 * smart account among the user's accounts only on a network that has one, so elsewhere nothing is shown.
 */
export function AccountTypeSwitch({ namespace }: { namespace: ChainNamespace }) {
  const { client, t } = usePortico()
  const account = useClientStore(client.stores.chains, (state) => state.namespaces[namespace].account)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()
  if (namespace !== 'eip155' || !account.user?.accounts?.some((item) => item.type === 'smartAccount'))
    return null
  const target = account.preferredAccountType === 'smartAccount' ? 'eoa' : 'smartAccount'
  const label = t(target === 'eoa' ? 'account.switchToEoa' : 'account.switchToSmartAccount')
  const run = async () => {
    setBusy(true)
    setFailure(undefined)
    try {
      // The switch's logic is core's lazy entry: nothing of it in the modal shell (bench/budgets.json).
      const { setPreferredAccountType } = await import('@portico/core/accountType')
      await setPreferredAccountType(client, target)
    } catch (error) {
      // The frame's own words ('Smart accounts are not enabled on this network', …).
      setFailure(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button
        variant="neutral"
        size="sm"
        loading={busy}
        loadingLabel={t('account.switchingAccountType')}
        onClick={() => void run()}
      >
        {label}
      </Button>
      {failure ? (
        <Text as="p" variant="small" tone="error" role="alert">
          {failure}
        </Text>
      ) : null}
    </>
  )
}
