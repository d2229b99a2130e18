import { type PorticoClient, truncateAddress } from '@portico/core'
import { formatMessage } from '../locales/formatMessage'
import { formatAmount } from '../locales/formatNumbers'
import type { Locale } from '../locales/supportedLocales'
import { type ButtonMessageKey, buttonMessages } from './buttonMessages'

/** What a button shows, and its accessible name when the visible text alone would not say enough. */
export type ButtonLabel = { text: string; detail?: string; name?: string }

export type ButtonKind = 'connect' | 'account' | 'network'

/**
 * A button's label from the client's active namespace: the connect button shows the account once
 * connected (SPEC §5: a truncated address, a balance to 3 decimals in the locale's digits), the network button the network.
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
  const account = active?.account
  if (account?.status !== 'connected' || !account.address)
    return kind === 'connect' ? { text: t('connect') } : undefined
  const address = truncateAddress(account.address)
  const balance =
    account.balance !== undefined
      ? `${formatAmount(account.balance, locale)}${account.balanceSymbol ? ` ${account.balanceSymbol}` : ''}`
      : undefined
  return balance
    ? { text: address, detail: balance, name: t('accountWithBalance', { address, balance }) }
    : { text: address, name: t('account', { address }) }
}
