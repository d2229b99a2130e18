import type { WalletCatalogueEntry } from '@portico/core'
import { walletImageUrl } from '../../catalogue/walletImageUrl'
import { Button } from '../../primitives/Button/Button'
import { WalletIcon } from '../../primitives/Icons/Icons'
import { Image } from '../../primitives/Image/Image'
import { Shimmer } from '../../primitives/Shimmer/Shimmer'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { followLinkInTelegram } from '../../telegram/followLinkInTelegram'
import { isPhoneSized } from './isPhoneSized'
import { QrCode } from './QrCode'
import { RetryCountdown } from './RetryCountdown'
import { useWalletConnectPairing } from './useWalletConnectPairing'
import { walletConnectLink } from './walletConnectLink'

const QR_SIZE = 232
const LOGO_SIZE = 44

/**
 * SPEC §2's WalletConnect pairing: the QR code (or, on a phone, the wallet's own link), copy link,
 * the wallet's desktop and web links, SPEC §4's expiry and every SPEC §8 failure with a way on.
 */
export function WalletConnectPairing({ wallet }: { wallet?: WalletCatalogueEntry | undefined }) {
  const { client, t } = usePortico()
  const { pairing, expired, outcome, renew, retryAtMs, available } = useWalletConnectPairing()
  const iconUrl = wallet ? walletImageUrl(wallet, client.options) : undefined
  const icon = <Image src={iconUrl} alt="" size={LOGO_SIZE} radius={12} fallback={<WalletIcon size={28} />} />
  const mobileLink = wallet?.mobile_link && isPhoneSized() ? wallet.mobile_link : undefined

  if (!available) {
    return (
      <div className="pc-centered">
        <Text as="p" tone="error">
          {t('connecting.notFound')}
        </Text>
      </div>
    )
  }

  const copyLink = async () => {
    if (!pairing) return
    const banners = client.stores.alerts.getState()
    try {
      await navigator.clipboard.writeText(pairing.uri)
      banners.showBanner({ message: t('walletConnect.linkCopied'), variant: 'success', autoClose: true })
    } catch {
      banners.showBanner({ message: t('walletConnect.copyFailed'), variant: 'error', autoClose: true })
    }
  }

  const otherLinks = wallet
    ? [
        { href: wallet.desktop_link, label: t('wallet.openDesktop') },
        { href: wallet.webapp_link, label: t('wallet.openWeb') },
      ].filter((link): link is { href: string; label: string } => Boolean(link.href))
    : []

  return (
    <div className="pc-centered pc-walletconnect">
      {outcome === 'connecting' ? null : (
        <>
          <Text as="p" variant="paragraph" tone="error" role="alert">
            {outcome === 'rejected'
              ? t('connecting.rejected')
              : outcome === 'unreachable'
                ? t('walletConnect.relayUnreachable')
                : t('connecting.failed')}
          </Text>
          <Text as="p" variant="small" tone="muted">
            {outcome === 'rejected' ? (
              t('walletConnect.freshQr')
            ) : outcome === 'unreachable' ? (
              <RetryCountdown atMs={retryAtMs} />
            ) : (
              t('connecting.failedHint')
            )}
          </Text>
          {outcome === 'failed' || outcome === 'unreachable' ? (
            <Button variant="neutral" size="sm" onClick={renew}>
              {t('connecting.tryAgain')}
            </Button>
          ) : null}
        </>
      )}
      {expired ? (
        <>
          <Text as="p" variant="paragraph" role="status">
            {t('walletConnect.expired')}
          </Text>
          <Text as="p" variant="small" tone="muted">
            {t('walletConnect.expiredHint')}
          </Text>
          <Button variant="accent" size="sm" onClick={renew}>
            {t('walletConnect.renew')}
          </Button>
        </>
      ) : mobileLink && wallet ? (
        <>
          {icon}
          <Text as="p" variant="paragraph">
            {t('connecting.continueIn', { name: wallet.name })}
          </Text>
          {pairing ? (
            <a
              className="pc-button pc-button--accent pc-button--md"
              href={walletConnectLink(mobileLink, pairing.uri)}
              onClick={followLinkInTelegram}
            >
              {t('walletConnect.openWallet', { name: wallet.name })}
            </a>
          ) : (
            <Shimmer height={40} radius={12} />
          )}
        </>
      ) : pairing ? (
        <>
          <QrCode value={pairing.uri} size={QR_SIZE} label={t('walletConnect.qrLabel')} logo={icon} />
          <Text as="p" variant="small" tone="muted">
            {t('walletConnect.scan')}
          </Text>
        </>
      ) : outcome === 'failed' || outcome === 'unreachable' ? null : (
        <div role="status" aria-label={t('walletConnect.generating')}>
          <Shimmer height={QR_SIZE} width={QR_SIZE} radius={16} />
        </div>
      )}
      {expired ? null : (
        <div className="pc-stack pc-wallet-links">
          <Button variant="neutral" size="sm" disabled={!pairing} onClick={() => void copyLink()}>
            {t('walletConnect.copyLink')}
          </Button>
          {pairing
            ? otherLinks.map((link) => (
                <a
                  key={link.label}
                  className="pc-button pc-button--neutral pc-button--sm"
                  href={walletConnectLink(link.href, pairing.uri)}
                  onClick={followLinkInTelegram}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {link.label}
                </a>
              ))
            : null}
        </div>
      )}
    </div>
  )
}
