import type { EmbeddedWallet, SocialProvider } from '@portico/core'
import { useEffect, useState } from 'react'
import { finishConnect } from '../../../modal/Router/finishConnect'
import { usePortico } from '../../../state/PorticoContext'
import { useEmbeddedWallet } from '../../../state/useEmbeddedWallet'
import { SocialButtonList } from './SocialButtonList'
import { socialErrorText } from './socialErrorText'

/**
 * SPEC §2's social buttons on Connect, a row per provider shown (EmbeddedEntries decides which). They are
 * drawn at once, disabled, so the list does not move under the pointer, and enabled once the bridge has
 * loaded (ui warms it at idle), so that a click opens the popup in its own task (a browser blocks one
 * opened later).
 */
export function SocialEntry({ providers }: { providers: readonly SocialProvider[] }) {
  const { client, t } = usePortico()
  const bridge = useEmbeddedWallet({ bridge: true })
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
      error={
        login?.error
          ? socialErrorText(login.error, login.reason, t)
          : bridge.status === 'failed'
            ? bridge.error
            : undefined
      }
      onPick={pick}
    />
  )
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
