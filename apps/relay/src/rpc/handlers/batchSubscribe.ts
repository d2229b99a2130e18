import { subscriptionId } from '../../hashes'
import type { RpcMethod } from '../context'
import { requireParams, requireStringList } from '../params'

/** irn_batchSubscribe {topics} → one subscription id per topic; the SDK sends it on every reconnect. */
export const batchSubscribe: RpcMethod = async ({ connection, router }, rawParams) => {
  const topics = requireStringList(requireParams(rawParams), 'topics')
  await router.subscribe(connection, topics)
  return topics.map((topic) => subscriptionId(topic, connection.clientId))
}
