import type { CaipNetwork } from '@portico/core'
import type { CloudSwapToken, SwapQuote } from '@portico/core/swap'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { formatFee } from '../Send/formatFee'
import { formatTokenAmount } from './formatTokenAmount'

export type SwapQuoteDetailsProps = {
  quote: SwapQuote
  fromToken: CloudSwapToken
  toToken: CloudSwapToken
  network: CaipNetwork
}

/** What the quote gives, its price, price impact, the minimum at SPEC §9's 1 % slippage and the fee. */
export function SwapQuoteDetails({ quote, fromToken, toToken, network }: SwapQuoteDetailsProps) {
  const { t, locale } = usePortico()
  const price = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(
    quote.price as Intl.StringNumericLiteral,
  )
  const rows: [string, string][] = [
    [t('swap.price'), t('swap.priceValue', { from: fromToken.symbol, price, to: toToken.symbol })],
    [
      t('swap.priceImpact'),
      `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(quote.priceImpact)} %`,
    ],
    [
      t('swap.minimum'),
      `${formatTokenAmount(quote.toAmountMin, toToken.decimals, locale)} ${toToken.symbol}`,
    ],
    [
      t('swap.fee'),
      `${formatFee(quote.networkFee, network.nativeCurrency.decimals, locale)} ${network.nativeCurrency.symbol}`,
    ],
  ]
  return (
    <section aria-label={t('swap.quote')} className="pc-stack" style={{ width: '100%', gap: 4 }}>
      <Text as="p" variant="large" aria-live="polite">
        {t('swap.receive', {
          amount: formatTokenAmount(quote.toAmount, toToken.decimals, locale),
          symbol: toToken.symbol,
        })}
      </Text>
      <dl className="pc-stack" style={{ margin: 0, gap: 4 }}>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <dt>
              <Text as="span" variant="small" tone="muted">
                {term}
              </Text>
            </dt>
            <dd style={{ margin: 0 }}>
              <Text as="span" variant="small">
                {value}
              </Text>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
