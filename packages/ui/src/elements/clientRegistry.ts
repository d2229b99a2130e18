import type { PorticoClient } from '@portico/core'
import type { Locale } from '../locales/supportedLocales'

export type MountedUi = { client: PorticoClient; locale: Locale }

let mounted: MountedUi | undefined
const listeners = new Set<(ui: MountedUi) => void>()

/** Called by createPorticoUi's mount: element buttons without an explicit `client` use this one. */
export function registerMountedUi(ui: MountedUi): void {
  mounted = ui
  for (const listener of listeners) listener(ui)
}

/** The UI mounted last, now and whenever another mounts; returns the unsubscribe. */
export function watchMountedUi(listener: (ui: MountedUi) => void): () => void {
  listeners.add(listener)
  if (mounted) listener(mounted)
  return () => listeners.delete(listener)
}
