import type { EmbeddedWallet } from '@portico/core'
import { useEffect } from 'react'
import { usePortico } from '../state/PorticoContext'
import { useClientStore } from '../state/useClientStore'

/** The secure frame draws its own views in the modal's theme mode and language, as they are and as they change. */
export function useSyncFrameTheme(wallet: EmbeddedWallet): void {
  const { client, locale } = usePortico()
  const themeMode = useClientStore(client.stores.theme, (state) => state.themeMode)
  useEffect(() => wallet.syncFrameTheme({ themeMode, locale }), [wallet, themeMode, locale])
}
