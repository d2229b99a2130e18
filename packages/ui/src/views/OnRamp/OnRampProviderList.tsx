import type { OnrampProvider } from '@portico/core'
import { ONRAMP_FEE_RANGE_PERCENT } from '@portico/core/onramp'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'

export type OnRampProviderListProps = {
  providers: readonly OnrampProvider[]
  value: OnrampProvider | undefined
  onChange: (provider: OnrampProvider) => void
}

/** The providers' own names: brands, the same in every language. */
const PROVIDER_NAMES: Record<OnrampProvider, string> = { meld: 'Meld', coinbase: 'Coinbase' }

/** The project's providers (SPEC §9: meld and coinbase), each with its fee range, one chosen. */
export function OnRampProviderList({ providers, value, onChange }: OnRampProviderListProps) {
  const { t, locale } = usePortico()
  const percent = (value: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100)
  const fee = t('onramp.fee', {
    min: percent(ONRAMP_FEE_RANGE_PERCENT.min),
    max: percent(ONRAMP_FEE_RANGE_PERCENT.max),
  })
  return (
    <fieldset className="pc-stack" style={{ border: 0, margin: 0, padding: 0, gap: 4 }}>
      <legend className="pc-input__label">{t('onramp.provider')}</legend>
      {providers.map((provider) => (
        <label key={provider} style={{ display: 'flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}>
          <input
            type="radio"
            name="onramp-provider"
            value={provider}
            checked={value === provider}
            onChange={() => onChange(provider)}
          />
          <Text as="span" variant="paragraph" style={{ flex: 1 }}>
            {PROVIDER_NAMES[provider]}
          </Text>
          <Text as="span" variant="small" tone="muted">
            {fee}
          </Text>
        </label>
      ))}
    </fieldset>
  )
}
