export { DEFAULT_OIDC_PORT, LOCAL_EMAIL_DOMAIN } from './constants'
export { type LocalClaims, localClaims } from './localAccount'
export { numericUserId, PLAIN_OAUTH_USER_PATHS } from './plainOAuthUsers'
export {
  type LocalFormPost,
  refuseAtLocalProvider,
  signInAtLocalProvider,
  signInAtLocalProviderByFormPost,
} from './signInAtLocalProvider'
export { type OidcProvider, type StartOidcProviderParameters, startOidcProvider } from './startOidcProvider'
