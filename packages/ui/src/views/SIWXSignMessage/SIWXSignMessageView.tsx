import { useId, useState } from 'react'
import { Button } from '../../primitives/Button/Button'
import { WalletIcon } from '../../primitives/Icons/Icons'
import { Image } from '../../primitives/Image/Image'
import { Spinner } from '../../primitives/Spinner/Spinner'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'

/**
 * SPEC §2/§4 the sign-message view: who asks (the dapp's name and icon), what signing means, the message
 * on demand, Sign and Cancel; core's sign-in store says whether the wallet or the session check is busy.
 */
export default function SIWXSignMessageView() {
  const { client, t } = usePortico()
  const { status, message, error } = useClientStore(client.stores.signIn, (state) => state)
  const [showMessage, setShowMessage] = useState(false)
  const messageId = useId()
  const dapp = client.options.metadata
  const dappName = dapp?.name ?? (typeof location === 'undefined' ? '' : location.host)
  const busy = status === 'signing' || status === 'authenticating'
  const text = message?.toString()

  return (
    <div className="pc-centered">
      <span className="pc-wallet-badge">
        <Image src={dapp?.icons[0]} alt="" size={80} radius={20} fallback={<WalletIcon size={36} />} />
        {busy ? (
          <Spinner label={t(status === 'signing' ? 'siwx.signing' : 'siwx.authenticating')} size={92} />
        ) : null}
      </span>
      <Text as="h3" variant="large">
        {dappName}
      </Text>
      <Text as="p" variant="paragraph" tone="muted">
        {t('siwx.explanation', { dapp: dappName })}
      </Text>
      <Button
        variant="neutral"
        size="sm"
        aria-expanded={showMessage}
        aria-controls={messageId}
        disabled={!text}
        onClick={() => setShowMessage((shown) => !shown)}
      >
        {showMessage ? t('siwx.hideMessage') : t('siwx.showMessage')}
      </Button>
      {showMessage && text ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (axe scrollable-region-focusable).
        <section id={messageId} className="pc-siwx-message" tabIndex={0} aria-label={t('siwx.messageLabel')}>
          <pre>{text}</pre>
        </section>
      ) : null}
      {error && !busy ? (
        <Text as="p" variant="paragraph" tone="error" role="alert">
          {t('siwx.error')}
        </Text>
      ) : null}
      {busy ? (
        <Text as="p" variant="small" tone="muted" role="status">
          {t(status === 'signing' ? 'siwx.signing' : 'siwx.authenticating')}
        </Text>
      ) : null}
      <div className="pc-siwx-actions">
        <Button variant="neutral" disabled={busy} onClick={() => void client.cancelSignIn()}>
          {t('siwx.cancel')}
        </Button>
        <Button
          loading={busy}
          loadingLabel={t('siwx.signing')}
          disabled={!text}
          onClick={() => void client.signIn()}
        >
          {t('siwx.sign')}
        </Button>
      </div>
    </div>
  )
}
