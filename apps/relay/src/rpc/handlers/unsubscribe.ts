import type { RpcMethod } from '../context'
import { rejectUnknownParams, requireParams, requireTopic } from '../params'

/** irn_unsubscribe {topic, id} → true; the client stops getting the topic on every socket. */
export const unsubscribe: RpcMethod = async ({ connection, router }, rawParams) => {
  const params = requireParams(rawParams)
  rejectUnknownParams(params, ['topic', 'id'])
  const topic = requireTopic(params, 'topic')
  // The id the relay answered the subscribe with: sha256(topic + clientId), the same shape.
  requireTopic(params, 'id')
  await router.unsubscribe(connection.clientId, topic)
  return true
}
