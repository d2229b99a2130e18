import { contextOf } from '../client/clientContext'
import type { PorticoClient } from '../client/createPortico'
import { ERROR_FETCHING_NAME_SUGGESTIONS } from '../errors/messages'
import { AccountNameFormError, checkAccountName } from './AccountNameFormError'
import { accountNameZone } from './accountNameZone'
import { type AccountNameSuggestion, NameServiceError, toNameServiceError } from './NameServiceError'

/**
 * SPEC §3 name suggestion: the name typed (is it taken?) then free ones of the zone. A name SPEC §5 refuses
 * throws AccountNameFormError before any request; a cloud refusal throws its reason (SPEC §8).
 */
export async function suggestAccountNames(
  client: PorticoClient,
  label: string,
): Promise<AccountNameSuggestion[]> {
  const context = contextOf(client)
  const issue = checkAccountName(label)
  if (issue) throw new AccountNameFormError(issue)
  if (!context.cloud) throw new NameServiceError(ERROR_FETCHING_NAME_SUGGESTIONS)
  try {
    const answer = await context.cloud.get<{ suggestions?: AccountNameSuggestion[] }>(
      `/v1/profile/suggestions/${encodeURIComponent(label)}`,
      { zone: accountNameZone(context.options) },
    )
    if (!Array.isArray(answer?.suggestions)) throw new Error('the cloud answered no suggestion list')
    return answer.suggestions
  } catch (error) {
    throw toNameServiceError(error, ERROR_FETCHING_NAME_SUGGESTIONS)
  }
}
