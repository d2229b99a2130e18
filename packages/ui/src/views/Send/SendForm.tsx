import type { CaipNetwork, TokenBalance } from '@portico/core'
import { maxSendAmount } from '@portico/core/send'
import { useId, useState } from 'react'
import { formatAmount } from '../../locales/formatNumbers'
import { Button } from '../../primitives/Button/Button'
import { Input } from '../../primitives/Input/Input'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'

export type SendFormProps = {
  tokens: TokenBalance[]
  token: TokenBalance | undefined
  amount: string
  receiver: string
  network: CaipNetwork | undefined
  /** The refusal to show under the form (SPEC §5), or the wallet's. */
  message: string | undefined
  onReview: () => void
}

/** The form: token from the account's balances, amount with Max, receiver; Review checks it (SPEC §5). */
export function SendForm({ tokens, token, amount, receiver, network, message, onReview }: SendFormProps) {
  const { client, t, locale } = usePortico()
  const selectId = useId()
  const [maxing, setMaxing] = useState(false)
  const send = client.stores.send.getState()
  const key = (candidate: TokenBalance) => candidate.address ?? candidate.symbol
  // Max of the native currency leaves the network fee, estimated now (SPEC §4); a token's is its balance.
  const max = async () => {
    if (!token) return
    setMaxing(true)
    try {
      const fee = token.address ? 0n : await client.estimateSendFee({ token, receiverAddress: receiver })
      send.setTokenAmount(maxSendAmount(token, fee))
    } catch {
      send.setTokenAmount(maxSendAmount(token, 0n))
    } finally {
      setMaxing(false)
    }
  }
  return (
    <form
      aria-label={t('title.Send')}
      className="pc-stack"
      // Labels sit at the start of their fields, as the Input primitive draws them, not centred as the view is.
      style={{ width: '100%', gap: 12, textAlign: 'start' }}
      onSubmit={(event) => {
        event.preventDefault()
        onReview()
      }}
    >
      <div className="pc-input">
        <label htmlFor={selectId} className="pc-input__label">
          {t('send.token')}
        </label>
        <select
          id={selectId}
          className="pc-input__field"
          value={token ? key(token) : ''}
          onChange={(event) =>
            send.setToken(tokens.find((candidate) => key(candidate) === event.target.value))
          }
        >
          {tokens.map((candidate) => (
            <option key={key(candidate)} value={key(candidate)}>
              {`${candidate.symbol} · ${candidate.name}`}
            </option>
          ))}
        </select>
        {token ? (
          <Text as="span" variant="small" tone="muted">
            {t('account.balance', {
              amount: formatAmount(token.quantity.numeric, locale),
              symbol: token.symbol,
            })}
          </Text>
        ) : null}
      </div>
      <div style={{ display: 'flex', alignItems: 'flex-end', gap: 8 }}>
        <Input
          label={t('send.amount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={amount}
          style={{ width: '100%' }}
          className="pc-send-amount"
          onChange={(event) => send.setTokenAmount(event.target.value)}
        />
        <Button
          variant="neutral"
          size="sm"
          loading={maxing}
          loadingLabel={t('send.feeLoading')}
          onClick={() => void max()}
        >
          {t('send.max')}
        </Button>
      </div>
      <Input
        label={t('send.receiver')}
        autoComplete="off"
        spellCheck={false}
        placeholder={network?.chainNamespace === 'solana' ? 'So1…' : '0x…'}
        value={receiver}
        onChange={(event) => send.setReceiverAddress(event.target.value)}
      />
      {message ? (
        <Text as="p" variant="small" tone="error" role="alert">
          {message}
        </Text>
      ) : null}
      <Button type="submit" disabled={tokens.length === 0}>
        {t('send.review')}
      </Button>
    </form>
  )
}
