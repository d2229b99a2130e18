/** Methods that would sign with the node's own keys: a public endpoint never offers them. */
const NODE_SIGNING_METHODS = new Set([
  'eth_sendTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'personal_sign',
])

/**
 * The proxy forwards the standard read and broadcast namespaces (eth_, net_, web3_) and nothing
 * else: no node administration (anvil_, evm_, debug_, admin_) and no signing with the node's keys.
 */
export function isProxiedRpcMethod(method: string): boolean {
  return /^(eth|net|web3)_[A-Za-z0-9_]+$/.test(method) && !NODE_SIGNING_METHODS.has(method)
}
