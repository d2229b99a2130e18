import { useEffect } from 'react'
import { Button } from '../../primitives/Button/Button'
import { Spinner } from '../../primitives/Spinner/Spinner'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { isPhoneSized } from '../ConnectingWalletConnect/isPhoneSized'
import { QrCode } from '../ConnectingWalletConnect/QrCode'
import { useNow } from '../ConnectingWalletConnect/useNow'
import { useFarcasterSignIn } from './useFarcasterSignIn'

const QR_SIZE = 232
const CLOCK_MS = 1000

/**
 * SPEC §2 ConnectingFarcaster: the Sign In With Farcaster QR (the link itself on a phone), a wait
 * for the Farcaster app, and when the link runs out or the sign-in is refused, SPEC §8's message and a retry.
 */
export default function ConnectingFarcasterView() {
  const { t } = usePortico()
  const { signIn, retry, expire } = useFarcasterSignIn()
  const now = useNow(CLOCK_MS)
  const timedOut = signIn.state === 'waiting' && now >= signIn.expiresAt
  useEffect(() => {
    if (timedOut) expire()
  }, [timedOut, expire])

  if (signIn.state === 'starting')
    return (
      <div className="pc-centered">
        <Spinner label={t('connecting.inProgress')} size={48} />
      </div>
    )
  if (signIn.state === 'expired' || signIn.state === 'failed')
    return (
      <div className="pc-centered">
        <Text as="p" variant="paragraph" tone="error" role="alert">
          {signIn.state === 'expired' ? t('farcaster.expired') : t('farcaster.failed')}
        </Text>
        <Button variant="neutral" size="sm" onClick={retry}>
          {t('connecting.tryAgain')}
        </Button>
      </div>
    )
  return (
    <div className="pc-centered">
      {isPhoneSized() ? (
        <a className="pc-button pc-button--accent pc-button--md" href={signIn.uri}>
          {t('farcaster.open')}
        </a>
      ) : (
        <>
          <QrCode value={signIn.uri} size={QR_SIZE} label={t('farcaster.qrLabel')} />
          <Text as="p" variant="small" tone="muted">
            {t('farcaster.scan')}
          </Text>
        </>
      )}
      <Text as="p" variant="small" role="status">
        {t('farcaster.waiting')}
      </Text>
    </div>
  )
}
