import type { PorticoClient } from '@portico/core'
import { formatMessage } from '../locales/formatMessage'
import type { Locale } from '../locales/supportedLocales'
import { accountLabel, type ButtonLabel } from './accountLabel'
import { type ButtonMessageKey, buttonMessages } from './buttonMessages'

export type { ButtonLabel } from './accountLabel'

export type ButtonKind = 'connect' | 'account' | 'network'

/**
 * A button's label from the client's active namespace: the connect button shows the account once
 * connected (`accountLabel`), the network button the network.
 * Undefined means the button has nothing to show (the account button while disconnected).
 */
export function buttonLabel(
  kind: ButtonKind,
  client: PorticoClient | undefined,
  locale: Locale,
): ButtonLabel | undefined {
  const t = (key: ButtonMessageKey, values?: Record<string, string>) =>
    formatMessage(buttonMessages[locale][key], values)
  // Before the client is known the connect button already shows (disabled); the others wait.
  const state = client?.stores.chains.getState()
  const active = state?.activeNamespace ? state.namespaces[state.activeNamespace] : undefined
  if (kind === 'network') {
    if (!client) return undefined
    const network = active?.network?.name
    return network ? { text: network, name: t('network', { network }) } : { text: t('selectNetwork') }
  }
  const account = accountLabel(active?.account, locale)
  if (!account) return kind === 'connect' ? { text: t('connect') } : undefined
  return account
}
