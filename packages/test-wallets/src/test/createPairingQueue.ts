import type { Pairing } from '@portico/core'

/** Collects the pairings a connector publishes, so a test can wait for the next one as a QR reader would. */
export function createPairingQueue() {
  const published: Pairing[] = []
  /** Everything onPairing was called with, in order, including the undefined that ends an offer. */
  const history: (Pairing | undefined)[] = []
  const waiting: Array<(pairing: Pairing) => void> = []
  let read = 0
  return {
    published,
    history,
    onPairing(pairing: Pairing | undefined) {
      history.push(pairing)
      if (!pairing) return
      published.push(pairing)
      const next = waiting.shift()
      if (next) {
        read++
        next(pairing)
      }
    },
    next(): Promise<Pairing> {
      const ready = published[read]
      if (ready) {
        read++
        return Promise.resolve(ready)
      }
      return new Promise((resolve) => waiting.push(resolve))
    },
  }
}
