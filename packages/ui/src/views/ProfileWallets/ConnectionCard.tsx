import type { ChainNamespace, Connection } from '@portico/core'
import { IconButton } from '../../primitives/IconButton/IconButton'
import { CloseIcon, WalletIcon } from '../../primitives/Icons/Icons'
import { WalletConnectLogo } from '../../primitives/Icons/WalletConnectLogo'
import { Image } from '../../primitives/Image/Image'
import { usePortico } from '../../state/PorticoContext'
import { AccountRow } from './AccountRow'

/** The wallet a card shows; a WalletConnect session's wallet falls back to WalletConnect's mark. */
export type ShownWallet = { name: string; imageUrl?: string | undefined; walletConnect?: boolean }

export type ConnectionCardProps = {
  connection: Connection
  wallet: ShownWallet
  /** The namespace's active connection. */
  active: boolean
  /** The namespace's active address (of the active connection). */
  activeAddress: string | undefined
  balance?: { amount: string; symbol: string } | undefined
  namespace: ChainNamespace
  /** The wallet gives several accounts and selects none (ChainAdapter's selectAccount): each can be picked. */
  selectable: boolean
  /** multiWallet (SPEC §4): another wallet can be made active and one can be disconnected. */
  multiWallet: boolean
  onChoose: (address: string) => void
  onDisconnect: () => void
}

/** One connected wallet: its icon and name, then each of its accounts with the active one marked. */
export function ConnectionCard({
  connection,
  wallet,
  active,
  activeAddress,
  balance,
  namespace,
  selectable,
  multiWallet,
  onChoose,
  onDisconnect,
}: ConnectionCardProps) {
  const { t } = usePortico()
  return (
    <li className="pc-stack" style={{ gap: 4 }} data-connection={connection.connectorId}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 10, minHeight: 36 }}>
        <Image
          src={wallet.imageUrl}
          alt=""
          size={28}
          radius={8}
          fallback={wallet.walletConnect ? <WalletConnectLogo size={28} /> : <WalletIcon size={18} />}
        />
        <span style={{ flex: 1, fontWeight: 600, textAlign: 'start' }}>{wallet.name}</span>
        {active ? <span className="pc-list-item__tag">{t('profileWallets.active')}</span> : null}
        {multiWallet ? (
          <IconButton
            label={t('profileWallets.disconnect', { wallet: wallet.name })}
            icon={<CloseIcon size={16} />}
            onClick={onDisconnect}
          />
        ) : null}
      </div>
      <ul
        className="pc-stack pc-plain-list"
        style={{ gap: 4 }}
        aria-label={t('profileWallets.accounts', { wallet: wallet.name })}
      >
        {connection.accounts.map((account, index) => {
          const isActive = active && account.address === activeAddress
          // A wallet that selects its account itself is made active through its first one (multiWallet).
          const choosable = !isActive && (selectable || (multiWallet && !active && index === 0))
          return (
            <AccountRow
              key={`${account.address}:${account.type ?? ''}`}
              account={account}
              active={isActive}
              balance={isActive ? balance : undefined}
              // Another account's balance is read on its own (every wallet with its balance).
              readBalance={
                isActive
                  ? undefined
                  : { namespace, address: account.address, caipNetwork: connection.caipNetwork }
              }
              onChoose={choosable ? () => onChoose(account.address) : undefined}
            />
          )
        })}
      </ul>
    </li>
  )
}
