import type { PorticoClient } from '@portico/core'

/** Writes the client's account status and network into the page's status elements as they change. */
export function showClientState(client: PorticoClient, page: Document): () => void {
  const status = page.getElementById('account-status')
  const network = page.getElementById('network-name')
  const render = () => {
    if (status) status.textContent = client.getAccount()?.status ?? 'disconnected'
    if (network) network.textContent = client.getNetwork()?.name ?? '—'
  }
  render()
  // Account and network both live in core's chains store: one subscription sees both change.
  return client.subscribeAccount(render)
}
