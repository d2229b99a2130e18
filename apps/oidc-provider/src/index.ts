export { DEFAULT_OIDC_PORT, LOCAL_EMAIL_DOMAIN } from './constants'
export { type LocalClaims, localClaims } from './localAccount'
export { signInAtLocalProvider } from './signInAtLocalProvider'
export { type OidcProvider, type StartOidcProviderParameters, startOidcProvider } from './startOidcProvider'
