import { describe, expect, test } from 'vitest'
import { isProxiedRpcMethod } from './isProxiedRpcMethod'

describe('isProxiedRpcMethod', () => {
  test.each([
    'eth_blockNumber',
    'eth_sendRawTransaction',
    'eth_getBalance',
    'net_version',
    'web3_clientVersion',
  ])('forwards %s', (method) => expect(isProxiedRpcMethod(method)).toBe(true))

  test.each([
    'anvil_setBalance',
    'evm_mine',
    'debug_traceTransaction',
    'eth_sendTransaction',
    'personal_sign',
    'eth_',
  ])('refuses %s', (method) => expect(isProxiedRpcMethod(method)).toBe(false))
})
