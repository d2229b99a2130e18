import type { CaipNetwork } from '@portico/core'
import type { SendIssue } from '@portico/core/send'
import type { MessageKey } from '../../locales/en'

/** The message key and values of a refused send (SPEC §5's three read as SPEC writes them in English). */
export function sendIssueMessage(
  issue: SendIssue,
  { network, symbol }: { network: CaipNetwork | undefined; symbol: string },
): [MessageKey, Record<string, string>] {
  return [`send.error.${issue}` as MessageKey, { network: network?.name ?? '', symbol }]
}
