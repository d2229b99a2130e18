import { type ChainNamespace, truncateEmail } from '@portico/core'
import { Button } from '../../primitives/Button/Button'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'

/**
 * The embedded wallet's email on Account (SPEC §3's user) for a visitor who logged in by email, and the way
 * into UpdateEmailWallet (SPEC §2). A social login shows SocialUserLine instead: its email is its provider's.
 */
export function UpdateEmailEntry({ namespace }: { namespace: ChainNamespace }) {
  const { client, t } = usePortico()
  const account = useClientStore(client.stores.chains, (state) => state.namespaces[namespace].account)
  // SPEC §3: only the embedded wallet (the AUTH connector) gives an account a user; a reset clears it.
  const email = account.user?.email
  if (!email) return null
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      {/* SPEC §5: an email is shown truncated beyond 30 characters. */}
      <Text as="p" variant="paragraph" tone="muted" title={email}>
        {truncateEmail(email)}
      </Text>
      <Button
        variant="neutral"
        size="sm"
        onClick={() => client.stores.router.getState().push('UpdateEmailWallet')}
      >
        {t('title.UpdateEmailWallet')}
      </Button>
    </div>
  )
}
