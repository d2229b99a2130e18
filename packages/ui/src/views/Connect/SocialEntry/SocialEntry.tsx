import type { EmbeddedWallet, SocialProvider } from '@portico/core'
import { useEffect, useMemo, useState } from 'react'
import { finishConnect } from '../../../modal/Router/finishConnect'
import { Text } from '../../../primitives/Text/Text'
import { usePortico } from '../../../state/PorticoContext'
import { useClientStore } from '../../../state/useClientStore'
import { useEmbeddedWallet } from '../../../state/useEmbeddedWallet'
import { telegramMiniApp } from '../../../telegram/telegramMiniApp'
import { FarcasterEntry } from './FarcasterEntry'
import { SocialButtonList } from './SocialButtonList'
import { socialErrorText } from './socialErrorText'

/**
 * SPEC §2's social login on Connect: a button per provider the project turns on (SPEC §5), shown only when
 * the host set up the embedded wallet. Its code decides which buttons (so none of it rides in a host's first
 * chunk); they are enabled once the bridge has loaded, so that a click opens the popup in its own task (a
 * browser blocks one opened later).
 */
export function SocialEntry() {
  const { client } = usePortico()
  const socialsOn = useClientStore(client.stores.features, (state) => Boolean(state.features.socials))
  if (!client.options.embeddedWallet || !socialsOn) return null
  return (
    <>
      <SocialButtons />
      <FarcasterEntry />
    </>
  )
}

function SocialButtons() {
  const load = useEmbeddedWallet()
  if (load.status === 'failed')
    return (
      <Text as="p" variant="small" tone="error" role="alert">
        {load.error}
      </Text>
    )
  return load.status === 'ready' ? <ReadySocialButtons wallet={load.wallet} /> : null
}

function ReadySocialButtons({ wallet }: { wallet: EmbeddedWallet }) {
  const { client, t } = usePortico()
  // Read again when the project's configuration changes.
  const socials = useClientStore(client.stores.features, (state) => state.features.socials)
  const providers = useMemo(
    () => (socials ? wallet.socialProviders(telegramMiniApp()?.platform) : []),
    [wallet, socials],
  )
  const [prepared, setPrepared] = useState<{ ok: boolean; error?: string }>()
  const { status, provider, error, reason } = useClientStore(wallet.stores.socialLogin, (state) => state)
  useEffect(() => {
    let current = true
    wallet.prepareSocialLogin().then(
      () => current && setPrepared({ ok: true }),
      (failure: unknown) =>
        current &&
        setPrepared({ ok: false, error: failure instanceof Error ? failure.message : String(failure) }),
    )
    return () => {
      current = false
    }
  }, [wallet])
  if (providers.length === 0) return null
  // No await before connectSocial: it opens the popup in this click's task.
  const pick = (chosen: SocialProvider) =>
    void wallet.connectSocial(chosen).then((connected) => connected && finishConnect(client))
  return (
    <SocialButtonList
      providers={providers}
      disabled={!prepared?.ok}
      busy={status === 'connecting' ? provider : undefined}
      error={error ? socialErrorText(error, reason, t) : prepared?.error}
      onPick={pick}
    />
  )
}
