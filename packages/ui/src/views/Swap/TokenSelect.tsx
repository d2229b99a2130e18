import type { SwapToken } from '@portico/core'
import { useId } from 'react'
import { formatAmount } from '../../locales/formatNumbers'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'

export type TokenSelectProps = {
  label: string
  tokens: SwapToken[]
  /** The picked token's address (CAIP-10), '' when none. */
  value: string
  onChange: (address: string) => void
}

/** A token picker: the account's tokens first (core orders them), each with its balance; the picked one's under it. */
export function TokenSelect({ label, tokens, value, onChange }: TokenSelectProps) {
  const { t, locale } = usePortico()
  const id = useId()
  const picked = tokens.find((token) => token.address === value)
  return (
    // minWidth 0: two pickers share the row, so each may shrink below its longest option.
    <div className="pc-input" style={{ flex: 1, minWidth: 0 }}>
      <label htmlFor={id} className="pc-input__label">
        {label}
      </label>
      <select
        id={id}
        className="pc-input__field"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {value ? null : <option value="">{t('swap.pickToken')}</option>}
        {tokens.map((token) => (
          <option key={token.address} value={token.address}>
            {`${token.symbol} · ${formatAmount(token.quantity.numeric, locale)}`}
          </option>
        ))}
      </select>
      {picked ? (
        <Text as="span" variant="small" tone="muted">
          {t('account.balance', {
            amount: formatAmount(picked.quantity.numeric, locale),
            symbol: picked.symbol,
          })}
        </Text>
      ) : null}
    </div>
  )
}
