import type { PorticoClient } from '@portico/core'

/**
 * With the embedded wallet set up and email or socials on, its bridge's code loads at idle too.
 * Connect's social buttons need it before a click can open a popup, so loading it on open put a chunk's
 * fetch and evaluation, and two more renders, between the click and the painted list. Code only: the
 * secure frame's iframe is still made on first need (SPEC §4).
 */
export function warmEmbeddedWallet(client: PorticoClient): void {
  if (!client.options.embeddedWallet) return
  const wanted = () => {
    const { email, socials } = client.stores.features.getState().features
    return email || (socials !== false && socials.length > 0)
  }
  const warm = () =>
    void client
      .embeddedWallet()
      .then((wallet) => wallet.prepareSocialLogin())
      // A failed load is tried again, and shown, by the view that needs it.
      .catch(() => undefined)
  if (wanted()) {
    warm()
    return
  }
  // The project's configuration may turn them on after idle.
  const unsubscribe = client.stores.features.subscribe(() => {
    if (!wanted()) return
    unsubscribe()
    warm()
  })
}
