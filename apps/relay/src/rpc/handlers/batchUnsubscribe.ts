import { RpcParamsError } from '../../errors'
import type { RpcMethod } from '../context'
import { requireParams, requireString } from '../params'

/** irn_batchUnsubscribe {subscriptions: [{topic, id}]} → true. */
export const batchUnsubscribe: RpcMethod = async ({ connection, router }, rawParams) => {
  const list = requireParams(rawParams).subscriptions
  if (!Array.isArray(list) || list.length === 0) {
    throw new RpcParamsError('subscriptions', 'a non-empty array of {topic, id}')
  }
  const topics = list.map((item, index) => {
    const params = requireParams(item)
    requireString(params, 'id')
    try {
      return requireString(params, 'topic')
    } catch {
      throw new RpcParamsError(`subscriptions[${index}].topic`, 'a non-empty string')
    }
  })
  for (const topic of topics) await router.unsubscribe(connection.clientId, topic)
  return true
}
