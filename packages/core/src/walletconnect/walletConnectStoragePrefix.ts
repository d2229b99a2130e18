// Per process: WalletConnect keeps one core per storage prefix, so each client needs its own.
const clientsByProject = new Map<string, number>()

/**
 * The storage prefix of a client's WalletConnect core: the same for the first client of a project
 * on every page load (so its session is found again after a reload), distinct for each further one.
 */
export function walletConnectStoragePrefix(projectId: string): string {
  const count = (clientsByProject.get(projectId) ?? 0) + 1
  clientsByProject.set(projectId, count)
  return count === 1 ? `portico-${projectId}` : `portico-${projectId}-${count}`
}
