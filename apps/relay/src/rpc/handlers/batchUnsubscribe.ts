import { RpcParamsError } from '../../errors'
import type { RpcMethod } from '../context'

function requireEntryString(entry: unknown, index: number, name: 'topic' | 'id'): string {
  const value =
    typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[name] : undefined
  if (typeof value !== 'string' || value.length === 0) {
    throw new RpcParamsError(`subscriptions[${index}].${name}`, 'a non-empty string')
  }
  return value
}

/** irn_batchUnsubscribe {subscriptions: [{topic, id}]} → true. */
export const batchUnsubscribe: RpcMethod = async ({ connection, router }, rawParams) => {
  const list =
    typeof rawParams === 'object' && rawParams !== null
      ? (rawParams as Record<string, unknown>).subscriptions
      : undefined
  if (!Array.isArray(list) || list.length === 0) {
    throw new RpcParamsError('subscriptions', 'a non-empty array of {topic, id}')
  }
  const topics = list.map((entry, index) => {
    requireEntryString(entry, index, 'id')
    return requireEntryString(entry, index, 'topic')
  })
  for (const topic of topics) await router.unsubscribe(connection.clientId, topic)
  return true
}
