import { type ConnectMethod, DEFAULT_CONNECT_METHOD_ORDER, INJECTED_CONNECT_METHOD_ORDER } from '../constants'

export type GetConnectMethodOrderParameters = {
  /** Whether a browser wallet was injected or announced on this page. */
  hasInjectedWallets: boolean
  /** The resolved email and socials features; a list of socials counts as on unless it is empty. */
  features: { email: boolean; socials: readonly string[] | boolean }
}

/** SPEC §2: email, social, wallet; wallet first when injected wallets exist; methods whose feature is off are left out. */
export function getConnectMethodOrder({
  hasInjectedWallets,
  features,
}: GetConnectMethodOrderParameters): ConnectMethod[] {
  const order = hasInjectedWallets ? INJECTED_CONNECT_METHOD_ORDER : DEFAULT_CONNECT_METHOD_ORDER
  const socialsOn = Array.isArray(features.socials) ? features.socials.length > 0 : features.socials === true
  return order.filter((method) => {
    if (method === 'email') return features.email
    if (method === 'social') return socialsOn
    return true
  })
}
