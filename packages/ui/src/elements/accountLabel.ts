import { type AccountState, truncateAddress } from '@portico/core'
import { formatMessage } from '../locales/formatMessage'
import { formatAmount } from '../locales/formatNumbers'
import type { Locale } from '../locales/supportedLocales'
import { buttonMessages } from './buttonMessages'

/** What a button shows, and its accessible name when the visible text alone would not say enough. */
export type ButtonLabel = { text: string; detail?: string; name?: string; avatar?: AccountAvatar }

/** The account's picture: its profile image, else the one drawn from its address (`avatarBackground`). */
export type AccountAvatar = { address: string; image?: string }

export type AccountLabelOptions = { showBalance?: boolean }

/**
 * A connected account as every Portico button shows it (`<portico-button>` and @portico/react's):
 * its avatar, its account name, else the address truncated (SPEC §5), and the native balance to 3 decimals in the
 * locale's digits. Undefined while the account is not connected.
 */
export function accountLabel(
  account: AccountState | undefined,
  locale: Locale,
  { showBalance = true }: AccountLabelOptions = {},
): ButtonLabel | undefined {
  // A returning visitor's known account shows while it reconnects (SSR's initialState), not a Connect flash.
  const known = account?.status === 'connected' || account?.status === 'reconnecting'
  if (!known || !account.address) return undefined
  const messages = buttonMessages[locale]
  const shown = account.profileName || truncateAddress(account.address)
  const avatar = account.profileImage
    ? { address: account.address, image: account.profileImage }
    : { address: account.address }
  const balance =
    showBalance && account.balance !== undefined
      ? `${formatAmount(account.balance, locale)}${account.balanceSymbol ? ` ${account.balanceSymbol}` : ''}`
      : undefined
  return balance
    ? {
        text: shown,
        detail: balance,
        name: formatMessage(messages.accountWithBalance, { address: shown, balance }),
        avatar,
      }
    : { text: shown, name: formatMessage(messages.account, { address: shown }), avatar }
}
