import type { EvmAdapter } from '@portico/adapter-evm'
import { getConnection, watchConnection } from '@wagmi/core'
import { useSyncExternalStore } from 'react'

/**
 * wagmi's own view of the connected address (it must agree with useAccount and the Account view, appkit
 * #4008).
 */
export function useWagmiAddress(evm: EvmAdapter): string | undefined {
  return useSyncExternalStore(
    (onChange) => watchConnection(evm.wagmiConfig, { onChange }),
    () => getConnection(evm.wagmiConfig).address,
    () => undefined,
  )
}
