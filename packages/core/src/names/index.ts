// `@portico/core/names`: what the modal's RegisterAccountName views need, a chunk of its own.
export { AccountNameFormError, type AccountNameIssue, checkAccountName } from './AccountNameFormError'
export { accountNameZone } from './accountNameZone'
export { type AccountNameSuggestion, NameServiceError } from './NameServiceError'
/** @internal The client's lazy actions (client.suggestAccountNames, client.registerAccountName); hosts call those. */
export { registerAccountName, suggestAccountNames } from './nameActions'
export { nameRegistrationMessage } from './registerAccountName'
