import { FETCH_ANSWER_MAX_BYTES } from '../../constants'
import type { RpcMethod } from '../context'
import { rejectUnknownParams, requireParams, requireTopicList } from '../params'

/**
 * irn_batchFetchMessages {topics} → {messages, hasMore}: what the client has not acknowledged yet, up to
 * FETCH_ANSWER_MAX_BYTES of it; fetching is rate-limited per client and address like subscribing.
 */
export const batchFetchMessages: RpcMethod = async ({ connection, router, limits }, rawParams) => {
  const params = requireParams(rawParams)
  rejectUnknownParams(params, ['topics'])
  const topics = requireTopicList(params, 'topics', limits.topicsPerBatch)
  const pending = await router.fetch(connection, topics)
  const messages = []
  let bytes = 0
  for (const { topic, message, publishedAt, tag, attestation } of pending) {
    bytes += Buffer.byteLength(message, 'utf8')
    if (messages.length > 0 && bytes > FETCH_ANSWER_MAX_BYTES) break
    messages.push({ topic, message, publishedAt, tag, ...(attestation ? { attestation } : {}) })
  }
  return { messages, hasMore: messages.length < pending.length }
}
