import type { Pairing } from '@portico/core'

/** Collects the pairings a connector publishes, so a test can wait for the next one as a QR reader would. */
export function createPairingQueue() {
  const published: Pairing[] = []
  const waiting: Array<(pairing: Pairing) => void> = []
  let read = 0
  return {
    published,
    onPairing(pairing: Pairing | undefined) {
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
