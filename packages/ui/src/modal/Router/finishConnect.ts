import type { PorticoClient } from '@portico/core'

/**
 * A connect ended on its connecting view: a visitor who came from ProfileWallets to add a wallet
 * (multiWallet, SPEC §4) goes back there; otherwise the modal closes.
 */
export function finishConnect(client: PorticoClient): void {
  const router = client.stores.router
  if (!router.getState().history.includes('ProfileWallets')) {
    client.close()
    return
  }
  while (router.getState().view !== 'ProfileWallets') router.getState().goBack()
}
