import type { WalletCatalogueEntry } from '@portico/core'
import { walletImageUrl } from '../../../catalogue/walletImageUrl'
import { WalletIcon } from '../../../primitives/Icons/Icons'
import { Image } from '../../../primitives/Image/Image'
import { Text } from '../../../primitives/Text/Text'
import { usePortico } from '../../../state/PorticoContext'

/**
 * A catalogue wallet this browser does not have: the ways to open it that the catalogue gives
 * (SPEC §3 desktop_link, webapp_link, mobile_link, homepage). Its QR pairing is a view of its own.
 */
export function WalletLinks({ wallet }: { wallet: WalletCatalogueEntry }) {
  const { client, t } = usePortico()
  const links = [
    { href: wallet.desktop_link, label: t('wallet.openDesktop') },
    { href: wallet.webapp_link, label: t('wallet.openWeb') },
    { href: wallet.mobile_link, label: t('wallet.openMobile') },
    { href: wallet.homepage, label: t('wallet.homepage', { name: wallet.name }) },
  ].filter((link): link is { href: string; label: string } => Boolean(link.href))
  return (
    <div className="pc-centered">
      <Image
        src={walletImageUrl(wallet, client.options)}
        alt=""
        size={80}
        radius={20}
        fallback={<WalletIcon size={36} />}
      />
      <Text as="p" variant="paragraph">
        {links.length > 0
          ? t('wallet.notInstalled', { name: wallet.name })
          : t('wallet.noLinks', { name: wallet.name })}
      </Text>
      <div className="pc-stack pc-wallet-links">
        {links.map((link) => (
          <a
            key={link.label}
            className="pc-button pc-button--neutral pc-button--md"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {link.label}
          </a>
        ))}
      </div>
    </div>
  )
}
