import { type ConnectionAccount, truncateAddress } from '@portico/core'
import { formatAmount } from '../../locales/formatNumbers'
import { Avatar } from '../../primitives/Avatar/Avatar'
import { CheckIcon } from '../../primitives/Icons/Icons'
import { usePortico } from '../../state/PorticoContext'
import { type ShownBalance, useAccountBalance } from './useAccountBalance'

const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const
const rowStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  width: '100%',
  minHeight: 44,
  padding: '6px 8px',
  boxSizing: 'border-box',
  textAlign: 'start',
} as const

export type AccountRowProps = {
  account: ConnectionAccount
  /** The namespace's active account: marked for sight (a check) and for assistive technology (aria-current). */
  active: boolean
  /** The balance when it is known (the active account's, SPEC §3). */
  balance?: ShownBalance | undefined
  /** Where to read the balance of an account that is not the active one. */
  readBalance?: Parameters<typeof useAccountBalance>[0]
  /** Makes this account the active one; without it the row is only shown. */
  onChoose?: (() => void) | undefined
}

/** One account of a connected wallet: its avatar, truncated address (SPEC §5) and balance where known. */
export function AccountRow({ account, active, balance: known, readBalance, onChoose }: AccountRowProps) {
  const { t, locale } = usePortico()
  const read = useAccountBalance(readBalance)
  const balance = known ?? read
  const short = truncateAddress(account.address)
  const content = (
    <>
      <Avatar address={account.address} size={28} />
      <span style={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
        <span style={{ ...oneLine, fontWeight: 600 }} title={account.address}>
          {short}
        </span>
        {balance ? (
          <span data-balance style={{ ...oneLine, fontSize: 12, color: 'var(--pc-fg-2-muted)' }}>
            {t('account.balance', { amount: formatAmount(balance.amount, locale), symbol: balance.symbol })}
          </span>
        ) : null}
      </span>
      {active ? <CheckIcon title={t('profileWallets.active')} size={18} /> : null}
    </>
  )
  return (
    <li>
      {onChoose ? (
        <button
          type="button"
          className="pc-list-item"
          style={rowStyle}
          aria-current={active ? 'true' : undefined}
          onClick={onChoose}
        >
          {content}
        </button>
      ) : (
        <div
          className="pc-list-item"
          style={{ ...rowStyle, cursor: 'default' }}
          aria-current={active ? 'true' : undefined}
        >
          {content}
        </div>
      )}
    </li>
  )
}
