import type { OnrampProvider } from '@portico/core'
import {
  checkOnrampAmount,
  createOnrampCheckout,
  type OnrampQuoteResult,
  onrampLimits,
  onrampProviders,
  onrampStoreOf,
  quoteOnramp,
  selectOnrampProvider,
} from '@portico/core/onramp'
import { useEffect, useState } from 'react'
import { formatFiat } from '../../locales/formatNumbers'
import { Button } from '../../primitives/Button/Button'
import { Input } from '../../primitives/Input/Input'
import { Select } from '../../primitives/Select/Select'
import { Spinner } from '../../primitives/Spinner/Spinner'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { OnRampProviderList } from './OnRampProviderList'
import { OnRampQuote } from './OnRampQuote'
import { onrampAmountMessage } from './onrampAmountMessage'
import { openCheckoutWindow, showCheckout } from './openCheckoutWindow'
import { purchaseChoices } from './purchaseChoices'
import { useOnrampOptions } from './useOnrampOptions'

/** Typing settles this long before a quote is asked for (as the Swap view's), so one quote follows an amount. */
const QUOTE_SETTLE_MS = 400
/** The on-ramp buys by card: SPEC §5's card limits are the ones enforced. */
const PAYMENT_METHOD = 'card'

/** The on-ramp: the provider, what to buy, the fiat amount within its limits, the quote, then Continue. */
export default function OnRampProvidersView() {
  const { client, t, locale } = usePortico()
  const options = useOnrampOptions()
  const network = useClientStore(client.stores.chains, (state) =>
    state.activeNamespace ? state.namespaces[state.activeNamespace].network : undefined,
  )
  const store = onrampStoreOf(client)
  const provider = useClientStore(store, (state) => state.provider)
  const quoting = useClientStore(store, (state) => state.quotesLoading)
  const providers = onrampProviders(client)
  const [picked, setPicked] = useState('')
  const [fiat, setFiat] = useState('')
  const [amount, setAmount] = useState('')
  const [quote, setQuote] = useState<OnrampQuoteResult>()
  const [failure, setFailure] = useState<string>()
  const [opening, setOpening] = useState(false)

  // The first provider the project allows is the one chosen until the user picks another.
  useEffect(() => {
    const first = providers[0]
    if (!store.getState().provider && first) selectOnrampProvider(client, first)
  }, [client, store, providers])

  const assets = options && network ? purchaseChoices(options, network) : []
  const asset = assets.includes(picked) ? picked : (assets[0] ?? '')
  const currency = options?.paymentCurrencies.some((entry) => entry.id === fiat)
    ? fiat
    : (options?.paymentCurrencies[0]?.id ?? '')
  const limit = options && currency ? onrampLimits(options, currency, PAYMENT_METHOD) : undefined
  const typed = amount.trim()
  const issue = limit && typed ? checkOnrampAmount(typed, limit) : undefined
  const ready = Boolean(limit && asset && typed && !issue)

  // biome-ignore lint/correctness/useExhaustiveDependencies: another provider quotes with its own fee (core reads it from the store).
  useEffect(() => {
    setQuote(undefined)
    if (!ready) return
    let current = true
    const timer = setTimeout(() => {
      void quoteOnramp(client, { purchaseCurrency: asset, paymentCurrency: currency, amount: typed }).then(
        (result) => current && setQuote(result),
        () => current && setQuote({ status: 'unavailable' }),
      )
    }, QUOTE_SETTLE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [client, ready, asset, currency, typed, provider])

  if (!options || !network)
    return (
      <div className="pc-centered">
        <Spinner label={t('onramp.loading')} size={28} />
      </div>
    )

  const continueToCheckout = async () => {
    // Opened now, inside the click: after the cloud's answer a popup blocker would refuse it.
    const opened = openCheckoutWindow()
    setFailure(undefined)
    setOpening(true)
    try {
      const checkout = await createOnrampCheckout(client, {
        purchaseCurrency: asset,
        paymentCurrency: currency,
        amount: typed,
        paymentMethod: PAYMENT_METHOD,
      })
      showCheckout(opened, checkout.url)
      client.stores.router.getState().push('BuyInProgress', { orderId: checkout.orderId })
    } catch (error) {
      opened?.close()
      setFailure(t('onramp.checkoutFailed', { reason: (error as Error).message }))
      setOpening(false)
    }
  }

  return (
    <div className="pc-centered">
      <form
        aria-label={t('title.OnRampProviders')}
        aria-busy={quoting}
        className="pc-stack"
        style={{ width: '100%', gap: 12, textAlign: 'start' }}
        onSubmit={(event) => {
          event.preventDefault()
          if (ready) void continueToCheckout()
        }}
      >
        {options.isDefault ? (
          <Text as="p" variant="small" tone="muted" role="note">
            {t('onramp.defaultOptions')}
          </Text>
        ) : null}
        <OnRampProviderList
          providers={providers}
          value={provider}
          onChange={(next: OnrampProvider) => selectOnrampProvider(client, next)}
        />
        <div style={{ display: 'flex', gap: 8 }}>
          <Select
            label={t('onramp.asset')}
            value={asset}
            choices={assets.map((id) => ({ value: id, label: id }))}
            onChange={setPicked}
          />
          <Select
            label={t('onramp.currency')}
            value={currency}
            choices={options.paymentCurrencies.map((entry) => ({ value: entry.id, label: entry.id }))}
            onChange={setFiat}
          />
        </div>
        <Input
          label={t('onramp.amount', { currency })}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={amount}
          style={{ width: '100%' }}
          error={issue && limit ? onrampAmountMessage(issue, limit, currency, t, locale) : undefined}
          onChange={(event) => setAmount(event.target.value)}
        />
        {limit ? (
          <Text as="p" variant="small" tone="muted">
            {t('onramp.limits', {
              min: formatFiat(Number(limit.min), locale, currency),
              max: formatFiat(Number(limit.max), locale, currency),
            })}
          </Text>
        ) : null}
        {quoting ? (
          <Text as="p" variant="small" tone="muted" role="status">
            {t('onramp.quoting')}
          </Text>
        ) : null}
        {quote && !quoting ? <OnRampQuote result={quote} symbol={asset} /> : null}
        {failure ? (
          <Text as="p" variant="small" tone="error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Button type="submit" disabled={!ready || opening}>
          {t('onramp.continue')}
        </Button>
      </form>
    </div>
  )
}
