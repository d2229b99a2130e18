import { subscriptionId } from '../../hashes'
import type { RpcMethod } from '../context'
import { requireParams, requireString } from '../params'

/** irn_subscribe {topic} → the subscription id; the topic's backlog follows as irn_subscription. */
export const subscribe: RpcMethod = async ({ connection, router }, rawParams) => {
  const topic = requireString(requireParams(rawParams), 'topic')
  await router.subscribe(connection, [topic])
  return subscriptionId(topic, connection.clientId)
}
