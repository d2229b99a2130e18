import { shownSocialProviders, telegramMiniApp } from '@portico/core/telegram'
import { useMemo } from 'react'
import { WALLET_ROW_HEIGHT } from '../../../primitives/ListItem/listItemSize'
import { usePortico } from '../../../state/PorticoContext'
import { useClientStore } from '../../../state/useClientStore'
import { EmailEntry } from '../EmailEntry/EmailEntry'
import { FarcasterEntry } from '../SocialEntry/FarcasterEntry'
import { SocialEntry } from '../SocialEntry/SocialEntry'
import { useAfterFirstPaint } from './useAfterFirstPaint'

const ROW_SPACE = { height: WALLET_ROW_HEIGHT }

/**
 * SPEC §2's email and social entries on Connect, shown when the host set up the embedded wallet and the
 * project's configuration turns them on (SPEC §5). Below the wallets (`afterWallets`) they follow one frame
 * after the view's first, in space kept for them: the wallets a person came for paint as soon as they would
 * without them, and nothing moves when the entries arrive.
 */
export function EmbeddedEntries({ afterWallets }: { afterWallets: boolean }) {
  const { client } = usePortico()
  const email = useClientStore(client.stores.features, (state) => state.features.email)
  const socials = useClientStore(client.stores.features, (state) => state.features.socials)
  const providers = useMemo(() => shownSocialProviders(socials, telegramMiniApp()?.platform), [socials])
  const painted = useAfterFirstPaint(afterWallets)
  if (!client.options.embeddedWallet) return null
  const farcaster = socials !== false && socials.includes('farcaster')
  if (!painted) {
    const rows = (email ? 1 : 0) + providers.length + (farcaster ? 1 : 0)
    return Array.from({ length: rows }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: identical spaces with no identity of their own.
      <div key={index} style={ROW_SPACE} />
    ))
  }
  return (
    <>
      {email ? <EmailEntry /> : null}
      {providers.length > 0 ? <SocialEntry providers={providers} /> : null}
      {farcaster ? <FarcasterEntry /> : null}
    </>
  )
}
