import { confirmSwap, loadSwapTokens, quoteSwap } from '@portico/core/swap'
import { useEffect, useState } from 'react'
import { Spinner } from '../../primitives/Spinner/Spinner'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { SwapForm } from './SwapForm'
import { SwapQuoteDetails } from './SwapQuoteDetails'
import { SwapReview } from './SwapReview'
import { swapErrorMessage } from './swapErrorMessage'
import { useSwap } from './useSwap'

/** Typing settles this long before a quote is asked for, so one quote follows a typed amount, not one a key. */
const QUOTE_SETTLE_MS = 400

/** SPEC §2 Swap: the form with a live quote, the review, then approve (when needed) and swap. */
export default function SwapView() {
  const { client, t } = usePortico()
  const { store, swap, tokens, network } = useSwap()
  const [step, setStep] = useState<'form' | 'review'>('form')
  const networkId = network?.caipNetworkId
  // biome-ignore lint/correctness/useExhaustiveDependencies: another network lists its own tokens.
  useEffect(() => {
    void loadSwapTokens(client).catch(() => undefined)
  }, [client, networkId])
  const { fromToken: from, toToken: to, amount: typed } = swap
  useEffect(() => {
    if (!from || !to || !typed.trim()) return
    const timer = setTimeout(() => {
      // The failure lands in the store and is shown from there.
      if (store.getState().status === 'ready') void quoteSwap(client).catch(() => undefined)
    }, QUOTE_SETTLE_MS)
    return () => clearTimeout(timer)
  }, [client, store, from, to, typed])

  const confirm = async () => {
    const { amount, fromToken, toToken } = store.getState()
    try {
      await confirmSwap(client)
      client.stores.alerts.getState().showBanner({
        message: t('swap.done', { amount, from: fromToken?.symbol ?? '', to: toToken?.symbol ?? '' }),
        variant: 'success',
        autoClose: true,
      })
    } catch {
      // core kept the form and put the reason in the store.
    }
    setStep('form')
  }

  const message = swap.error ? t(...swapErrorMessage(swap.error)) : undefined
  if (swap.error?.issue === 'unsupportedNetwork')
    return (
      <div className="pc-centered">
        <Text as="p" variant="paragraph" tone="error" role="alert">
          {message}
        </Text>
      </div>
    )
  if (swap.status === 'loadingTokens' || (swap.status === 'idle' && !swap.error))
    return (
      <div className="pc-centered">
        <Spinner label={t('swap.loadingTokens')} size={28} />
      </div>
    )
  const { quote, fromToken, toToken } = swap
  const details =
    quote && fromToken && toToken && network ? (
      <SwapQuoteDetails quote={quote} fromToken={fromToken} toToken={toToken} network={network} />
    ) : null
  if (step === 'review' && details)
    return (
      <div className="pc-centered">
        <SwapReview swap={swap} onEdit={() => setStep('form')} onConfirm={() => void confirm()}>
          {details}
        </SwapReview>
      </div>
    )
  return (
    <div className="pc-centered">
      <SwapForm
        store={store}
        swap={swap}
        tokens={tokens}
        message={message}
        onReview={() => setStep('review')}
      >
        {details}
        {swap.status === 'done' && swap.hash ? (
          <Text as="p" variant="small" tone="success" role="status">
            {t('swap.doneShort')}
          </Text>
        ) : null}
      </SwapForm>
    </div>
  )
}
