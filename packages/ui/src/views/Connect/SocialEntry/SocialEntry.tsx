import type { EmbeddedWallet, SocialProvider } from '@portico/core'
import { shownSocialProviders, telegramMiniApp } from '@portico/core/telegram'
import { startTransition, useEffect, useMemo, useState } from 'react'
import { finishConnect } from '../../../modal/Router/finishConnect'
import { usePortico } from '../../../state/PorticoContext'
import { useClientStore } from '../../../state/useClientStore'
import { FarcasterEntry } from './FarcasterEntry'
import { SocialButtonList } from './SocialButtonList'
import { socialErrorText } from './socialErrorText'

/**
 * SPEC §2's social login on Connect: a button per provider the project turns on (SPEC §5), shown only when
 * the host set up the embedded wallet. The buttons are part of Connect's first frame, so the list does not
 * move under the pointer; they are enabled once the bridge has loaded (ui warms it at idle), so that a click
 * opens the popup in its own task (a browser blocks one opened later).
 */
export function SocialEntry() {
  const { client } = usePortico()
  const socials = useClientStore(client.stores.features, (state) => state.features.socials)
  const providers = useMemo(() => shownSocialProviders(socials, telegramMiniApp()?.platform), [socials])
  if (!client.options.embeddedWallet || !socials) return null
  return (
    <>
      {providers.length > 0 ? <SocialButtons providers={providers} /> : null}
      <FarcasterEntry />
    </>
  )
}

function SocialButtons({ providers }: { providers: readonly SocialProvider[] }) {
  const { client, t } = usePortico()
  const bridge = usePreparedBridge()
  const wallet = bridge.status === 'ready' ? bridge.wallet : undefined
  const login = useSocialLoginState(wallet)
  // No await before connectSocial: it opens the popup in this click's task.
  const pick = (chosen: SocialProvider) =>
    void wallet?.connectSocial(chosen).then((connected) => connected && finishConnect(client))
  return (
    <SocialButtonList
      providers={providers}
      disabled={!wallet}
      busy={login?.status === 'connecting' ? login.provider : undefined}
      error={login?.error ? socialErrorText(login.error, login.reason, t) : bridge.error}
      onPick={pick}
    />
  )
}

type PreparedBridge =
  | { status: 'loading'; error?: undefined }
  | { status: 'ready'; wallet: EmbeddedWallet; error?: undefined }
  | { status: 'failed'; error: string }

/** The embedded wallet once its bridge's code is in the page ('Unable to load email login dependency' if not). */
function usePreparedBridge(): PreparedBridge {
  const { client } = usePortico()
  const [state, setState] = useState<PreparedBridge>({ status: 'loading' })
  useEffect(() => {
    let current = true
    client
      .embeddedWallet()
      .then(async (wallet) => {
        await wallet.prepareSocialLogin()
        // Not in the opening click's frame: the buttons are drawn already, this only enables them.
        if (current) startTransition(() => setState({ status: 'ready', wallet }))
      })
      .catch(
        (failure: unknown) =>
          current &&
          setState({ status: 'failed', error: failure instanceof Error ? failure.message : String(failure) }),
      )
    return () => {
      current = false
    }
  }, [client])
  return state
}

function useSocialLoginState(wallet: EmbeddedWallet | undefined) {
  const [state, setState] = useState(() => wallet?.stores.socialLogin.getState())
  useEffect(() => {
    if (!wallet) return
    setState(wallet.stores.socialLogin.getState())
    return wallet.stores.socialLogin.subscribe(setState)
  }, [wallet])
  return state
}
