import type { ChainNamespace } from '@portico/core'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { SOCIAL_PROVIDER_NAMES } from '../Connect/SocialEntry/socialProviderName'

/**
 * Who a social login is on Account (SPEC §3's user and socialProvider): the provider and the
 * name it gave ("GitHub · octocat"), else the email it gave, else the provider alone.
 */
export function SocialUserLine({ namespace }: { namespace: ChainNamespace }) {
  const { client } = usePortico()
  const account = useClientStore(client.stores.chains, (state) => state.namespaces[namespace].account)
  const provider = account.socialProvider
  if (!provider) return null
  const providerName = SOCIAL_PROVIDER_NAMES[provider]
  const name = account.user?.userName ?? account.user?.email
  return (
    <Text as="p" variant="paragraph" tone="muted">
      {/* Brand and name read the same in every language: a separator, not a catalogue entry. */}
      {name ? `${providerName} · ${name}` : providerName}
    </Text>
  )
}
