import type { EmbeddedWallet } from '@portico/core'
import { useEffect, useState } from 'react'
import { Text } from '../../primitives/Text/Text'
import { SecureFrameSlot } from '../../secureFrame/SecureFrameSlot'
import { usePortico } from '../../state/PorticoContext'
import { WithEmbeddedWallet } from '../../state/WithEmbeddedWallet'

/**
 * Account → Add a passkey: the secure frame draws the prompt over this view, and the person's click there starts
 * the browser's passkey dialog for the frame's own site (the page can neither start nor answer it).
 */
export default function AddPasskeyView() {
  const { t } = usePortico()
  return (
    <WithEmbeddedWallet loadingLabel={t('addPasskey.loading')}>
      {(wallet) => <AddPasskeyStep wallet={wallet} />}
    </WithEmbeddedWallet>
  )
}

function AddPasskeyStep({ wallet }: { wallet: EmbeddedWallet }) {
  const { t } = usePortico()
  const [state, setState] = useState<'asking' | 'added' | { error: string }>('asking')
  useEffect(() => {
    let wanted = true
    // Each visit asks anew (React's development re-run too: the cleanup below ended the first prompt).
    wallet.addPasskey().then(
      () => wanted && setState('added'),
      (failure: unknown) =>
        wanted && setState({ error: failure instanceof Error ? failure.message : String(failure) }),
    )
    // Leaving the view hides the frame's prompt (a waiting addPasskey ends aborted).
    return () => {
      wanted = false
      void wallet.cancelAddPasskey()
    }
  }, [wallet])
  if (state === 'added')
    return (
      <Text as="p" variant="paragraph" role="status">
        {t('addPasskey.added')}
      </Text>
    )
  return (
    <div className="pc-stack">
      {state === 'asking' ? <SecureFrameSlot wallet={wallet} loadingLabel={t('addPasskey.loading')} /> : null}
      {typeof state === 'object' ? (
        <Text as="p" variant="small" tone="error" role="alert">
          {state.error}
        </Text>
      ) : null}
    </div>
  )
}
