import type { CaipNetwork, ChainNamespace } from '@portico/core'
import { readAccountBalance } from '@portico/core/wallets'
import { useEffect, useState } from 'react'
import { usePortico } from '../../state/PorticoContext'

export type ShownBalance = { amount: string; symbol: string }

/**
 * The balance of a connected account that is not the active one, read once when shown; the
 * active account's comes from core's own state. A failed read shows no balance rather than a wrong one.
 */
export function useAccountBalance(
  read: { namespace: ChainNamespace; address: string; caipNetwork?: CaipNetwork | undefined } | undefined,
): ShownBalance | undefined {
  const { client } = usePortico()
  const [balance, setBalance] = useState<ShownBalance>()
  const namespace = read?.namespace
  const address = read?.address
  const caipNetwork = read?.caipNetwork
  useEffect(() => {
    if (!namespace || !address) return
    let shown = true
    readAccountBalance(client, { namespace, address, ...(caipNetwork ? { caipNetwork } : {}) }).then(
      (found) => {
        if (shown && found) setBalance({ amount: found.balance, symbol: found.symbol })
      },
      () => undefined,
    )
    return () => {
      shown = false
    }
  }, [client, namespace, address, caipNetwork])
  return read ? balance : undefined
}
