import {
  isPairingExpired,
  PAIRING_REPLACED,
  type Pairing,
  RELAY_RETRY_DELAY_MS,
  shouldRenewPairing,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@portico/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { finishConnect } from '../../modal/Router/finishConnect'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { findConnectTarget } from '../Connect/ordering/findConnectTarget'
import { type ConnectOutcome, outcomeOfConnectError } from '../ConnectingExternal/connectOutcome'
import { pairingEnvironment } from './pairingEnvironment'
import { useNow } from './useNow'

const CLOCK_TICK_MS = 1_000
const VIEWS = new Set(['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'])

export type WalletConnectPairingState = {
  /** The URI on offer, while it is still valid (SPEC §4). */
  pairing: Pairing | undefined
  /** The offer ran out and this page does not renew it by itself. */
  expired: boolean
  /** How the last attempt ended: a SPEC §8 failure, or still waiting on the wallet. */
  outcome: ConnectOutcome
  /** Starts a fresh pairing (a new QR code). */
  renew: () => void
  /** While the relay is unreachable: when the view tries it again by itself (ms since the epoch). */
  retryAtMs: number | undefined
  available: boolean
}

/**
 * One WalletConnect connect attempt per visit, its pairing URI from the connection store, and SPEC §4's
 * lifetime: expired under 10 s left; on mobile Safari or Telegram an expired pairing starts a new one.
 * A rejection shows 'Connection rejected' and offers a fresh QR code at once (SPEC §8).
 */
export function useWalletConnectPairing(): WalletConnectPairingState {
  const { client } = usePortico()
  const pairing = useClientStore(client.stores.connection, (state) => state.pairing)
  const byNamespace = useClientStore(client.stores.connectors, (state) => state.byNamespace)
  const active = useClientStore(client.stores.chains, (state) => state.activeNamespace)
  const connector = findConnectTarget(byNamespace, WALLET_CONNECT_CONNECTOR_ID, active)
  const [outcome, setOutcome] = useState<ConnectOutcome>('connecting')
  const now = useNow(CLOCK_TICK_MS)
  const started = useRef(false)
  const renewedFor = useRef<string | undefined>(undefined)

  const attempt = useCallback(async () => {
    if (!connector) return
    try {
      await client.connect({ namespace: connector.chain, connectorId: connector.id })
      setOutcome('connecting')
      // Core may have moved on (sign-in, unsupported chain); only a connect that ends here closes.
      if (VIEWS.has(client.stores.router.getState().view)) finishConnect(client)
    } catch (error) {
      // A newer pairing took this one's place; that attempt speaks for the view now.
      if (error instanceof Error && error.message === PAIRING_REPLACED) return
      const result = outcomeOfConnectError(error)
      setOutcome(result)
      if (result === 'rejected') void attempt()
    }
  }, [client, connector])

  useEffect(() => {
    // One attempt per visit, even when React mounts the view twice in development.
    if (started.current || !connector) return
    started.current = true
    void attempt()
  }, [attempt, connector])

  const expired = pairing !== undefined && isPairingExpired(pairing, now)
  // Renewed by itself here, so the view shows the next QR code arriving rather than an expired one.
  const renewsItself = pairing !== undefined && shouldRenewPairing(pairing, now, pairingEnvironment())
  useEffect(() => {
    if (!pairing || !renewsItself || renewedFor.current === pairing.uri) return
    renewedFor.current = pairing.uri
    void attempt()
  }, [pairing, renewsItself, attempt])

  const renew = useCallback(() => {
    setOutcome('connecting')
    void attempt()
  }, [attempt])

  // An unreachable relay is tried again by itself, so the QR code appears once the relay is back.
  const [retryAtMs, setRetryAtMs] = useState<number | undefined>()
  useEffect(() => {
    if (outcome !== 'unreachable') return setRetryAtMs(undefined)
    setRetryAtMs(Date.now() + RELAY_RETRY_DELAY_MS)
    const timer = setTimeout(renew, RELAY_RETRY_DELAY_MS)
    return () => clearTimeout(timer)
  }, [outcome, renew])

  return {
    pairing: pairing && !expired ? pairing : undefined,
    expired: expired && !renewsItself,
    outcome,
    renew,
    retryAtMs,
    available: connector !== undefined,
  }
}
