import type { WalletConnectConnectorOptions } from '@portico/core'
import { guardOutsideRequests } from '@portico/devnet/guardOutsideRequests'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { type DappConnector, openDappConnector } from './openDappConnector'
import { startWalletConnectStack, type WalletConnectStack } from './startWalletConnectStack'

/**
 * A test file's WalletConnect stack: started before its tests; every dapp connector it opened closed and
 * the stack stopped after them; and no request beyond 127.0.0.1 in any test.
 */
export function useWalletConnectStack(options: Parameters<typeof startWalletConnectStack>[0]) {
  const guard = guardOutsideRequests()
  const opened: DappConnector[] = []
  let started: WalletConnectStack | undefined

  // A failure bound: a devnet, a relay and a cloud start here (a few seconds in a measured run on two loaded cores).
  beforeAll(async () => {
    started = await startWalletConnectStack(options)
  }, 120_000)
  afterEach(() => {
    expect(guard.outside).toEqual([])
  })
  afterAll(async () => {
    for (const { connector } of opened) await connector.close()
    await started?.stop()
    guard.restore()
  })

  const stack = () => {
    if (!started) throw new Error('the WalletConnect stack starts in beforeAll; read it inside a test')
    return started
  }
  return {
    stack,
    /** A dapp page's connector on this stack, closed after the file's tests. */
    openDapp(connectorOptions: Partial<WalletConnectConnectorOptions> = {}) {
      const dapp = openDappConnector(stack(), connectorOptions)
      opened.push(dapp)
      return dapp
    },
  }
}
