import { type CaipNetwork, type TokenBalance, truncateAddress } from '@portico/core'
import { useEffect, useState } from 'react'
import { Button } from '../../primitives/Button/Button'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { formatFee } from './formatFee'

type Fee = { state: 'loading' } | { state: 'ready'; fee: bigint } | { state: 'failed' }

export type SendPreviewProps = {
  token: TokenBalance
  amount: string
  receiver: string
  network: CaipNetwork
  sending: boolean
  onEdit: () => void
  onConfirm: () => void
}

/** The preview (SPEC §4): what goes where, the network fee estimated, then the wallet's confirmation. */
export function SendPreview({
  token,
  amount,
  receiver,
  network,
  sending,
  onEdit,
  onConfirm,
}: SendPreviewProps) {
  const { client, t, locale } = usePortico()
  const [fee, setFee] = useState<Fee>({ state: 'loading' })
  useEffect(() => {
    let current = true
    client
      .estimateSendFee({ token, amount, receiverAddress: receiver })
      .then((value) => current && setFee({ state: 'ready', fee: value }))
      .catch(() => current && setFee({ state: 'failed' }))
    return () => {
      current = false
    }
  }, [client, token, amount, receiver])
  const { symbol, decimals } = network.nativeCurrency
  const amountText = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(
    amount as Intl.StringNumericLiteral,
  )
  return (
    <section className="pc-stack" style={{ width: '100%', gap: 12 }} aria-label={t('send.preview')}>
      <Text as="p" variant="large">
        {t('send.previewAmount', { amount: amountText, symbol: token.symbol })}
      </Text>
      <Text as="p" variant="paragraph" title={receiver}>
        {t('send.previewTo', { address: truncateAddress(receiver) })}
      </Text>
      <dl style={{ display: 'flex', justifyContent: 'space-between', margin: 0 }}>
        <dt>{t('send.fee')}</dt>
        <dd style={{ margin: 0 }} aria-live="polite">
          {fee.state === 'loading' ? t('send.feeLoading') : null}
          {fee.state === 'failed' ? t('send.feeFailed') : null}
          {fee.state === 'ready' ? `${formatFee(fee.fee, decimals, locale)} ${symbol}` : null}
        </dd>
      </dl>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button variant="neutral" style={{ flex: 1 }} disabled={sending} onClick={onEdit}>
          {t('send.edit')}
        </Button>
        <Button style={{ flex: 1 }} loading={sending} loadingLabel={t('send.sending')} onClick={onConfirm}>
          {t('send.confirm')}
        </Button>
      </div>
    </section>
  )
}
