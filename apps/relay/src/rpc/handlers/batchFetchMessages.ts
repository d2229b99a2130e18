import type { RpcMethod } from '../context'
import { requireParams, requireStringList } from '../params'

/** irn_batchFetchMessages {topics} → {messages, hasMore}: what the client has not acknowledged yet. */
export const batchFetchMessages: RpcMethod = async ({ connection, router }, rawParams) => {
  const topics = requireStringList(requireParams(rawParams), 'topics')
  const messages = await router.pending(connection.clientId, topics)
  return {
    messages: messages.map(({ topic, message, publishedAt, tag, attestation }) => ({
      topic,
      message,
      publishedAt,
      tag,
      ...(attestation ? { attestation } : {}),
    })),
    hasMore: false,
  }
}
