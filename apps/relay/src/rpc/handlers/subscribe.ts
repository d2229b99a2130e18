import { subscriptionId } from '../../hashes'
import type { RpcMethod } from '../context'
import { rejectUnknownParams, requireParams, requireTopic } from '../params'

/** irn_subscribe {topic} → the subscription id; the topic's backlog follows as irn_subscription. */
export const subscribe: RpcMethod = async ({ connection, router }, rawParams) => {
  const params = requireParams(rawParams)
  rejectUnknownParams(params, ['topic'])
  const topic = requireTopic(params, 'topic')
  await router.subscribe(connection, [topic])
  return subscriptionId(topic, connection.clientId)
}
