import { RpcParamsError } from '../../errors'
import type { RpcMethod } from '../context'
import { rejectUnknownParams, requireParams, requireTopic } from '../params'

/** irn_batchUnsubscribe {subscriptions: [{topic, id}]} → true. */
export const batchUnsubscribe: RpcMethod = async ({ connection, router, limits }, rawParams) => {
  const params = requireParams(rawParams)
  rejectUnknownParams(params, ['subscriptions'])
  const list = params.subscriptions
  if (!Array.isArray(list) || list.length === 0 || list.length > limits.topicsPerBatch) {
    throw new RpcParamsError('subscriptions', `an array of 1 to ${limits.topicsPerBatch} {topic, id}`)
  }
  const topics = list.map((entry, index) => {
    const name = `subscriptions[${index}]`
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      throw new RpcParamsError(name, 'an object {topic, id}')
    }
    const subscription = entry as Record<string, unknown>
    rejectUnknownParams(subscription, ['topic', 'id'], `${name}.`)
    requireTopic(subscription, 'id', `${name}.id`)
    return requireTopic(subscription, 'topic', `${name}.topic`)
  })
  for (const topic of topics) await router.unsubscribe(connection.clientId, topic)
  return true
}
