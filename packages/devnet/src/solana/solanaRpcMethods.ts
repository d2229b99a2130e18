import { accountMethods } from './accountMethods'
import { clusterMethods } from './clusterMethods'
import type { RpcMethod } from './rpcContext'
import { transactionMethods } from './transactionMethods'

/** Every HTTP JSON-RPC method the devnet answers; anything else is -32601. */
export const solanaRpcMethods: Record<string, RpcMethod> = {
  ...accountMethods,
  ...clusterMethods,
  ...transactionMethods,
}
