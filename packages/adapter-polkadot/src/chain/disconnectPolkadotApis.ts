import type { PolkadotAdapterContext } from '../context'

/** Closes every pooled @polkadot/api connection (those still connecting once they are up) and forgets them. */
export function disconnectPolkadotApis({ apis }: Pick<PolkadotAdapterContext, 'apis'>): void {
  for (const pending of apis.values()) void pending.then((api) => api.disconnect()).catch(() => undefined)
  apis.clear()
}
