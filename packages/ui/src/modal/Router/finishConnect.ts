import type { PorticoClient } from '@portico/core'

/**
 * A connect ended on its connecting view: a visitor who came from ProfileWallets to add a wallet
 * (multiWallet, SPEC §4) returns there; otherwise the modal closes.
 */
export function finishConnect(client: PorticoClient): void {
  if (!client.stores.router.getState().goBackTo('ProfileWallets')) client.close()
}
