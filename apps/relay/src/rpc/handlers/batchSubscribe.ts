import { subscriptionId } from '../../hashes'
import type { RpcMethod } from '../context'
import { rejectUnknownParams, requireParams, requireTopicList } from '../params'

/** irn_batchSubscribe {topics} → one subscription id per topic; the SDK sends it on every reconnect. */
export const batchSubscribe: RpcMethod = async ({ connection, router, limits }, rawParams) => {
  const params = requireParams(rawParams)
  rejectUnknownParams(params, ['topics'])
  const topics = requireTopicList(params, 'topics', limits.topicsPerBatch)
  await router.subscribe(connection, topics)
  return topics.map((topic) => subscriptionId(topic, connection.clientId))
}
