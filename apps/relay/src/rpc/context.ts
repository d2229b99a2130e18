import type { RelayLimits } from '../limits/relayLimits'
import type { RelayConnection } from '../relayConnection'
import type { TopicRouter } from '../topicRouter'

export type RpcContext = { connection: RelayConnection; router: TopicRouter; limits: RelayLimits }

/** One relay method: validates its params (throwing RpcParamsError) and returns the JSON-RPC result. */
export type RpcMethod = (context: RpcContext, params: unknown) => Promise<unknown>
