import { isPairingExpired, PairingReplacedError, shouldRenewPairing } from '@portico/core'
import { expect, test } from 'vitest'
import { useWalletConnectStack } from '../test/useWalletConnectStack'

const MINUTE_MS = 60_000
const MOBILE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

const walletConnect = useWalletConnectStack({ accountIndex: 4, solanaSecretKey: new Uint8Array(32).fill(11) })
const { stack } = walletConnect
// The fake clock the connectors stamp their pairings with.
let clockMs = Date.parse('2026-11-22T04:00:00Z')

const openDapp = () => walletConnect.openDapp({ now: () => clockMs })

test('a URI published on the fake clock is expired at 4 min and 3 min 51 s, not at 3 min 49 s (SPEC §4)', async () => {
  const { connector, pairings } = openDapp()
  const publishedAt = clockMs
  const attempt = connector.connect()
  const pairing = await pairings.next()
  expect(pairing.expiresAtMs).toBe(publishedAt + 4 * MINUTE_MS)
  expect(isPairingExpired(pairing, publishedAt + 4 * MINUTE_MS)).toBe(true)
  expect(isPairingExpired(pairing, publishedAt + 3 * MINUTE_MS + 51_000)).toBe(true)
  expect(isPairingExpired(pairing, publishedAt + 3 * MINUTE_MS + 49_000)).toBe(false)
  // Settle the offer so nothing is left pending: the wallet declines it.
  await stack().wallet.pair(pairing.uri)
  await stack().wallet.rejectNext()
  await expect(attempt).rejects.toThrow('Connection rejected')
})

test('on mobile Safari an expired URI is renewed: the old offer ends with PairingReplacedError, the new one connects', async () => {
  const { connector, pairings } = openDapp()
  const firstAttempt = connector.connect()
  const firstPairing = await pairings.next()
  clockMs += 4 * MINUTE_MS
  // SPEC §4: on mobile Safari or Telegram an expired pairing starts a new one.
  expect(shouldRenewPairing(firstPairing, clockMs, { userAgent: MOBILE_SAFARI })).toBe(true)

  const secondAttempt = connector.connect()
  await expect(firstAttempt).rejects.toBeInstanceOf(PairingReplacedError)
  const secondPairing = await pairings.next()
  expect(secondPairing.uri).not.toBe(firstPairing.uri)
  expect(secondPairing.expiresAtMs).toBe(clockMs + 4 * MINUTE_MS)
  // The replaced offer never cleared the new URI from view.
  expect(pairings.history).toEqual([firstPairing, secondPairing])

  await stack().wallet.pair(secondPairing.uri)
  await stack().wallet.approveNext()
  expect((await secondAttempt).namespaces.eip155?.accounts).toEqual([
    { address: stack().walletAccount.address },
  ])
  expect(pairings.history).toEqual([firstPairing, secondPairing, undefined])
})
