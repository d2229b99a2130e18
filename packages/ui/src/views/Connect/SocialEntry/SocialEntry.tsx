import type { EmbeddedWallet, SocialProvider } from '@portico/core'
import { useEffect, useMemo, useState } from 'react'
import { finishConnect } from '../../../modal/Router/finishConnect'
import { usePortico } from '../../../state/PorticoContext'
import { useClientStore } from '../../../state/useClientStore'
import { useEmbeddedWallet } from '../../../state/useEmbeddedWallet'
import { SocialButtonList } from './SocialButtonList'
import { shownSocialProviders, telegramPlatform } from './shownSocialProviders'
import { socialErrorText } from './socialErrorText'

/**
 * SPEC §2's social login on Connect: a button per provider the project turns on (SPEC §5), shown only when
 * the host set up the embedded wallet. The buttons are drawn at once and enabled once the wallet's bridge
 * has loaded, so that a click opens the popup in its own task (a browser blocks one opened later).
 */
export function SocialEntry() {
  const { client } = usePortico()
  const socials = useClientStore(client.stores.features, (state) => state.features.socials)
  const providers = useMemo(() => shownSocialProviders(socials, telegramPlatform()), [socials])
  if (!client.options.embeddedWallet || providers.length === 0) return null
  return <SocialButtons providers={providers} />
}

function SocialButtons({ providers }: { providers: readonly SocialProvider[] }) {
  const load = useEmbeddedWallet()
  if (load.status !== 'ready')
    return (
      <SocialButtonList
        providers={providers}
        disabled
        busy={undefined}
        error={load.status === 'failed' ? load.error : undefined}
        onPick={() => undefined}
      />
    )
  return <ReadySocialButtons providers={providers} wallet={load.wallet} />
}

function ReadySocialButtons({
  providers,
  wallet,
}: {
  providers: readonly SocialProvider[]
  wallet: EmbeddedWallet
}) {
  const { client, t } = usePortico()
  const [prepared, setPrepared] = useState<{ ok: boolean; error?: string }>()
  const { status, provider, error } = useClientStore(wallet.stores.socialLogin, (state) => state)
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
  // No await before connectSocial: it opens the popup in this click's task.
  const pick = (chosen: SocialProvider) =>
    void wallet.connectSocial(chosen).then((connected) => connected && finishConnect(client))
  const shownError = error ? socialErrorText(error, t) : prepared?.error
  return (
    <SocialButtonList
      providers={providers}
      disabled={!prepared?.ok}
      busy={status === 'connecting' ? provider : undefined}
      error={shownError}
      onPick={pick}
    />
  )
}
