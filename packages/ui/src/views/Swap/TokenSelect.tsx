import type { SwapToken } from '@portico/core'
import { formatAmount } from '../../locales/formatNumbers'
import { Select } from '../../primitives/Select/Select'
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
  const picked = tokens.find((token) => token.address === value)
  const choices = tokens.map((token) => ({
    value: token.address,
    label: `${token.symbol} · ${formatAmount(token.quantity.numeric, locale)}`,
  }))
  return (
    <Select
      label={label}
      value={value}
      choices={choices}
      placeholder={t('swap.pickToken')}
      onChange={onChange}
    >
      {picked ? (
        <Text as="span" variant="small" tone="muted">
          {t('account.balance', {
            amount: formatAmount(picked.quantity.numeric, locale),
            symbol: picked.symbol,
          })}
        </Text>
      ) : null}
    </Select>
  )
}
