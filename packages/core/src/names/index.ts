// `@portico/core/names`: account names, a chunk of its own; its actions take the client, as wagmi's take a config.
export { AccountNameFormError, type AccountNameIssue, checkAccountName } from './AccountNameFormError'
export { accountNameZone } from './accountNameZone'
export { type AccountNameSuggestion, NameServiceError } from './NameServiceError'
export { nameRegistrationMessage, registerAccountName } from './registerAccountName'
export { suggestAccountNames } from './suggestAccountNames'
