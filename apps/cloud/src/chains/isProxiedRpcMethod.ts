/**
 * What the RPC proxy forwards: the standard execution API's reads (the wallet RPC methods of SPEC §7
 * that read, and what viem and the secure frame call beneath them) and eth_sendRawTransaction, which
 * broadcasts what its sender signed. Everything else is refused, whatever its namespace: a node's own
 * signing and sending (eth_sendTransaction, eth_sendUnsignedTransaction, personal_sign), its
 * administration (anvil_, evm_, hardhat_, debug_, admin_, txpool_) and server-side filters, which keep
 * state on the node for whoever asks.
 */
const PROXIED_RPC_METHODS: ReadonlySet<string> = new Set([
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
  'eth_syncing',
  'net_listening',
  'net_version',
  'web3_clientVersion',
])

export function isProxiedRpcMethod(method: string): boolean {
  return PROXIED_RPC_METHODS.has(method)
}
