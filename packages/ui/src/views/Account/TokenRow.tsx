import type { TokenBalance } from '@portico/core'
import { formatAmount, formatFiat } from '../../locales/formatNumbers'
import { WalletIcon } from '../../primitives/Icons/Icons'
import { Image } from '../../primitives/Image/Image'
import { usePortico } from '../../state/PorticoContext'

const column = { display: 'flex', flexDirection: 'column', minWidth: 0 } as const
const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const
const muted = { ...oneLine, fontSize: 12, color: 'var(--pc-fg-1-muted)' } as const

/** One token: name over symbol on the left, amount over fiat value on the right. */
export function TokenRow({ token }: { token: TokenBalance }) {
  const { locale } = usePortico()
  return (
    <li style={{ display: 'flex', alignItems: 'center', gap: 12, minHeight: 48 }}>
      <Image
        src={token.iconUrl || undefined}
        alt=""
        size={32}
        radius="50%"
        fallback={<WalletIcon size={18} />}
      />
      <span style={{ ...column, flex: 1, textAlign: 'start' }}>
        <span style={oneLine}>{token.name}</span>
        <span style={muted}>{token.symbol}</span>
      </span>
      <span style={{ ...column, textAlign: 'end' }}>
        {/* SPEC §5: quantities with 3 decimals, grouped as the modal's locale writes numbers. */}
        <span style={oneLine}>{formatAmount(token.quantity.numeric, locale)}</span>
        {token.value !== undefined ? <span style={muted}>{formatFiat(token.value, locale)}</span> : null}
      </span>
    </li>
  )
}
