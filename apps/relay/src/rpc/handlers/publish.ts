import type { RpcMethod } from '../context'
import {
  optionalAttestation,
  optionalTag,
  requireParams,
  requireString,
  requireTopic,
  requireTtl,
} from '../params'

/** irn_publish {topic, message, ttl, tag?, attestation?} → true once the message is stored. */
export const publish: RpcMethod = async ({ connection, router }, rawParams) => {
  const params = requireParams(rawParams)
  const topic = requireTopic(params, 'topic')
  const message = requireString(params, 'message')
  const ttlSeconds = requireTtl(params)
  const tag = optionalTag(params, 'tag', 0)
  const attestation = optionalAttestation(params)
  await router.publish({
    sender: connection,
    topic,
    message,
    ttlSeconds,
    tag,
    ...(attestation ? { attestation } : {}),
  })
  return true
}
