import { describe, expect, test } from 'vitest'
import { isProxiedRpcMethod } from './isProxiedRpcMethod'

describe('isProxiedRpcMethod', () => {
  // SPEC §7's wallet RPC methods that read, and the broadcast of a signed transaction.
  test.each([
    'eth_blockNumber',
    'eth_call',
    'eth_chainId',
    'eth_estimateGas',
    'eth_feeHistory',
    'eth_gasPrice',
    'eth_getBalance',
    'eth_getBlockByHash',
    'eth_getBlockByNumber',
    'eth_getCode',
    'eth_getLogs',
    'eth_getTransactionByHash',
    'eth_getTransactionCount',
    'eth_getTransactionReceipt',
    'eth_maxPriorityFeePerGas',
    'eth_sendRawTransaction',
    'net_version',
    'web3_clientVersion',
  ])('forwards %s', (method) => expect(isProxiedRpcMethod(method)).toBe(true))

  test.each([
    'eth_sendUnsignedTransaction',
    'eth_sendTransaction',
    'eth_sign',
    'eth_signTypedData_v4',
    'eth_accounts',
    'eth_newFilter',
    'personal_sign',
    'anvil_setBalance',
    'evm_mine',
    'hardhat_setBalance',
    'debug_traceTransaction',
    'txpool_content',
    'eth_',
    'constructor',
    '__proto__',
  ])('refuses %s', (method) => expect(isProxiedRpcMethod(method)).toBe(false))
})
