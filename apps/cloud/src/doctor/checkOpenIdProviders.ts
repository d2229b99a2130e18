import type { SocialLoginSettings } from '../socialLogin/socialLoginSettings'
import type { DoctorCheck } from './doctorCheck'
import { fetchForDoctor } from './fetchForDoctor'

/** Each OpenID provider's discovery document answers and names the issuer the settings give. */
export function checkOpenIdProviders(settings: SocialLoginSettings): DoctorCheck[] {
  return Object.entries(settings.providers).flatMap(([provider, entry]) => {
    // Plain OAuth 2.0 providers (GitHub, X) and those given their endpoints have no discovery document.
    if (!entry || entry.protocol === 'oauth2' || entry.authorizationEndpoint) return []
    return [
      {
        name: `social login: ${provider}`,
        async run() {
          const url = `${entry.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`
          const response = await fetchForDoctor(url)
          if (!response.ok) throw new Error(`${url} answered ${response.status}`)
          const document = (await response.json().catch(() => undefined)) as { issuer?: unknown } | undefined
          if (!document) throw new Error(`${url} is not JSON`)
          if (document.issuer !== entry.issuer)
            throw new Error(`${url} names the issuer "${String(document.issuer)}", not "${entry.issuer}"`)
          return `${entry.issuer} publishes its discovery document`
        },
      },
    ]
  })
}
