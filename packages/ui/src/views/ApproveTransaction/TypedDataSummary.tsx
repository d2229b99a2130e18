import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

/** A field's value in one line: text and numbers as they are, nested structs as JSON. */
const fieldText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value)

/** EIP-712 typed data as a person reads it: who asks (the domain's name), what kind, and each field. */
export function TypedDataSummary({
  domain,
  primaryType,
  message,
}: {
  domain: unknown
  primaryType: string | undefined
  message: unknown
}) {
  const { t } = usePortico()
  const name = asRecord(domain).name
  return (
    <>
      <Text as="h3" variant="large">
        {t('approve.signTypedData')}
      </Text>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (axe scrollable-region-focusable). */}
      <section className="pc-siwx-message" tabIndex={0} aria-label={t('approve.messageLabel')}>
        <dl>
          {typeof name === 'string' ? (
            <>
              <dt>{t('approve.domain')}</dt>
              <dd>{name}</dd>
            </>
          ) : null}
          {primaryType ? (
            <>
              <dt>{t('approve.primaryType')}</dt>
              <dd>{primaryType}</dd>
            </>
          ) : null}
          {Object.entries(asRecord(message)).map(([field, value]) => (
            <div key={field}>
              <dt>{field}</dt>
              <dd>{fieldText(value)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  )
}
