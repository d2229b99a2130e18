import { type TransferDetails, truncateAddress } from '@portico/core'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { CopyAddressButton } from '../Account/CopyAddressButton'
import { exactAmount } from './exactAmount'

/** A transfer in words: the amount and symbol, the receiver (short, with copy) and the network. */
export function TransferSummary({
  transfer,
  networkName,
}: {
  transfer: TransferDetails
  networkName: string | undefined
}) {
  const { t } = usePortico()
  return (
    <div className="pc-stack">
      <Text as="h3" variant="large">
        {t('approve.send', { amount: exactAmount(transfer.amount), symbol: transfer.symbol })}
      </Text>
      {transfer.to ? (
        <div className="pc-siwx-actions">
          <Text as="p" variant="paragraph">
            {t('approve.to', { address: truncateAddress(transfer.to) })}
          </Text>
          <CopyAddressButton address={transfer.to} />
        </div>
      ) : null}
      {networkName ? (
        <Text as="p" variant="paragraph" tone="muted">
          {t('approve.network', { network: networkName })}
        </Text>
      ) : null}
      {transfer.data ? (
        <Text as="p" variant="small" tone="muted">
          {t('approve.contractData')}
        </Text>
      ) : null}
    </div>
  )
}
