import { type EmbeddedWallet, NOT_CONNECTED_TO_EMAIL_OR_SOCIAL, truncateEmail } from '@portico/core'
import { useEffect, useRef, useState } from 'react'
import { Text } from '../../primitives/Text/Text'
import { SecureFrameSlot } from '../../secureFrame/SecureFrameSlot'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { WithEmbeddedWallet } from '../../state/WithEmbeddedWallet'

/**
 * SPEC §4 "Secure frame" key export: a code to the user's email, typed in the secure frame, which then shows
 * the keys in its own document over this view; the page never holds them. Its Done brings Account back.
 */
export default function ExportWalletView() {
  const { t } = usePortico()
  return (
    <WithEmbeddedWallet loadingLabel={t('exportWallet.loading')}>
      {(wallet) => <ExportWalletSteps wallet={wallet} />}
    </WithEmbeddedWallet>
  )
}

function ExportWalletSteps({ wallet }: { wallet: EmbeddedWallet }) {
  const { client, t } = usePortico()
  const email = useClientStore(client.stores.chains, (state) => {
    const active = state.activeNamespace
    return active ? state.namespaces[active].account.user?.email : undefined
  })
  const [started, setStarted] = useState(false)
  const [error, setError] = useState<string>()
  // Read at refusal time: a new language must not restart the export (and mail another code).
  const translate = useRef(t)
  translate.current = t
  // One export per visit: React's development re-run of the effect waits for the same mailed code.
  const start = useRef<Promise<void>>(undefined)
  useEffect(() => {
    let wanted = true
    const refused = (message: string) => {
      if (!wanted) return
      setError(
        message === NOT_CONNECTED_TO_EMAIL_OR_SOCIAL
          ? translate.current('exportWallet.notEmbedded')
          : message,
      )
    }
    void (async () => {
      try {
        start.current ??= wallet.exportWallet()
        await start.current
      } catch (failure) {
        refused(failure instanceof Error ? failure.message : String(failure))
        return
      }
      if (!wanted) return
      setStarted(true)
      const finished = await wallet.awaitWalletExport({ onRefused: refused, stillWanted: () => wanted })
      if (finished && wanted) client.stores.router.getState().goBack()
    })()
    // Leaving the view wipes the keys the frame shows and ends the wait for the code.
    return () => {
      wanted = false
      void wallet.cancelWalletExport()
    }
  }, [wallet, client])
  return (
    <div className="pc-stack">
      {started ? (
        <>
          <Text as="p" variant="paragraph" tone="muted">
            {t('exportWallet.sent', { email: truncateEmail(email ?? '') })}
          </Text>
          <SecureFrameSlot wallet={wallet} loadingLabel={t('exportWallet.loading')} />
        </>
      ) : null}
      {error ? (
        <Text as="p" variant="small" tone="error" role="alert">
          {error}
        </Text>
      ) : null}
    </div>
  )
}
