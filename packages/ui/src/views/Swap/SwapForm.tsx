import type { SwapToken } from '@portico/core'
import type { SwapState, SwapStore } from '@portico/core/swap'
import { Button } from '../../primitives/Button/Button'
import { IconButton } from '../../primitives/IconButton/IconButton'
import { SwapIcon } from '../../primitives/Icons/ActionIcons'
import { Input } from '../../primitives/Input/Input'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { maxSwapAmount } from './maxSwapAmount'
import { TokenSelect } from './TokenSelect'

export type SwapFormProps = {
  store: SwapStore
  swap: SwapState
  tokens: SwapToken[]
  /** The refusal or failure to show under the form, in words. */
  message: string | undefined
  children?: React.ReactNode
  onReview: () => void
}

/** The swap form: the token to pay and the one to receive (with balances), flip, the amount with Max. */
export function SwapForm({ store, swap, tokens, message, children, onReview }: SwapFormProps) {
  const { t } = usePortico()
  const actions = store.getState()
  // The store holds the cloud's own token objects: a quote is tied to them.
  const pick = (address: string) => swap.tokens.find((token) => token.address === address)
  const fromBalance = tokens.find((token) => token.address === swap.fromToken?.address)
  return (
    <form
      aria-label={t('title.Swap')}
      aria-busy={swap.status === 'quoting'}
      className="pc-stack"
      style={{ width: '100%', gap: 12, textAlign: 'start' }}
      onSubmit={(event) => {
        event.preventDefault()
        onReview()
      }}
    >
      <TokenSelectRow
        from={swap.fromToken?.address ?? ''}
        to={swap.toToken?.address ?? ''}
        tokens={tokens}
        onFrom={(address) => actions.setFromToken(pick(address))}
        onTo={(address) => actions.setToToken(pick(address))}
        onFlip={() => actions.flip()}
      />
      <div style={{ display: 'flex', alignItems: 'flex-end', gap: 8 }}>
        <Input
          label={t('swap.amount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={swap.amount}
          style={{ width: '100%' }}
          onChange={(event) => actions.setAmount(event.target.value)}
        />
        <Button
          variant="neutral"
          size="sm"
          disabled={!fromBalance}
          onClick={() => fromBalance && actions.setAmount(maxSwapAmount(fromBalance, swap.quote?.networkFee))}
        >
          {t('swap.max')}
        </Button>
      </div>
      {swap.status === 'quoting' ? (
        <Text as="p" variant="small" tone="muted" role="status">
          {t('swap.quoting')}
        </Text>
      ) : null}
      {children}
      {message ? (
        <Text as="p" variant="small" tone="error" role="alert">
          {message}
        </Text>
      ) : null}
      <Button type="submit" disabled={swap.status !== 'quoted'}>
        {t('swap.review')}
      </Button>
    </form>
  )
}

type TokenSelectRowProps = {
  from: string
  to: string
  tokens: SwapToken[]
  onFrom: (address: string) => void
  onTo: (address: string) => void
  onFlip: () => void
}

function TokenSelectRow({ from, to, tokens, onFrom, onTo, onFlip }: TokenSelectRowProps) {
  const { t } = usePortico()
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <TokenSelect label={t('swap.from')} tokens={tokens} value={from} onChange={onFrom} />
      <IconButton label={t('swap.flip')} icon={<SwapIcon size={18} />} onClick={onFlip} />
      <TokenSelect label={t('swap.to')} tokens={tokens} value={to} onChange={onTo} />
    </div>
  )
}
