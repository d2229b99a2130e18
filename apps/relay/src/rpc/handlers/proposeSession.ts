import { SESSION_PROPOSE_REQUEST_TAG } from '../../constants'
import type { RpcMethod } from '../context'
import {
  optionalAttestation,
  optionalTag,
  requireParams,
  requireString,
  requireTopic,
  requireTtl,
} from '../params'

/**
 * wc_proposeSession {pairingTopic, sessionProposal, ttl}: the dapp's subscribe-and-publish in one
 * call, so it hears the wallet's answer on the pairing topic.
 */
export const proposeSession: RpcMethod = async ({ connection, router }, rawParams) => {
  const params = requireParams(rawParams)
  const pairingTopic = requireTopic(params, 'pairingTopic')
  const sessionProposal = requireString(params, 'sessionProposal')
  const ttlSeconds = requireTtl(params)
  const tag = optionalTag(params, 'tag', SESSION_PROPOSE_REQUEST_TAG)
  const attestation = optionalAttestation(params)
  await router.subscribe(connection, [pairingTopic])
  await router.publish({
    sender: connection,
    topic: pairingTopic,
    message: sessionProposal,
    ttlSeconds,
    tag,
    ...(attestation ? { attestation } : {}),
  })
  return true
}
