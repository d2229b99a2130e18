import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'

/** A message to sign: its text, or its hex as hex when it is no text; long ones scroll and take focus. */
export function MessageSummary({ text, isText }: { text: string; isText: boolean }) {
  const { t } = usePortico()
  return (
    <>
      <Text as="h3" variant="large">
        {t(isText ? 'approve.signMessage' : 'approve.signHex')}
      </Text>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (axe scrollable-region-focusable). */}
      <section className="pc-siwx-message" tabIndex={0} aria-label={t('approve.messageLabel')}>
        <pre>{text}</pre>
      </section>
    </>
  )
}
