import type { Pairing, PorticoClient } from '../index'

/** The next pairing URI the client offers (SPEC §4: it reaches the connection store), as a QR reader would see it. */
export function nextPairing(client: PorticoClient): Promise<Pairing> {
  return new Promise((resolve) => {
    const stop = client.stores.connection.subscribe(({ pairing }) => {
      if (!pairing) return
      stop()
      resolve(pairing)
    })
  })
}
