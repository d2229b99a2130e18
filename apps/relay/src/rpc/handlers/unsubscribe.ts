import type { RpcMethod } from '../context'
import { requireParams, requireString } from '../params'

/** irn_unsubscribe {topic, id} → true; the client stops getting the topic on every socket. */
export const unsubscribe: RpcMethod = async ({ connection, router }, rawParams) => {
  const params = requireParams(rawParams)
  const topic = requireString(params, 'topic')
  requireString(params, 'id')
  await router.unsubscribe(connection.clientId, topic)
  return true
}
