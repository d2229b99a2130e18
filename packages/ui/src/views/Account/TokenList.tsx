import { formatBalance, type TokenBalance } from '@portico/core'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'

/** SPEC §3 token balances of the account: symbol, name, quantity with 3 decimals (SPEC §5), USD value when given. */
export function TokenList({ tokens }: { tokens: TokenBalance[] | undefined }) {
  const { t } = usePortico()
  if (!tokens?.length) return null
  return (
    <ul
      aria-label={t('account.tokens')}
      className="pc-stack"
      style={{ width: '100%', listStyle: 'none', padding: 0, margin: 0 }}
    >
      {tokens.map((token) => (
        <li
          key={token.address ?? `${token.chainId}:${token.symbol}`}
          style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}
        >
          <Text as="span" variant="paragraph" title={token.name}>
            {t('account.token', { symbol: token.symbol, name: token.name })}
          </Text>
          <Text as="span" variant="paragraph">
            {formatBalance(token.quantity.numeric)}
            {token.value !== undefined
              ? ` · ${t('account.tokenValue', { value: token.value.toFixed(2) })}`
              : ''}
          </Text>
        </li>
      ))}
    </ul>
  )
}
