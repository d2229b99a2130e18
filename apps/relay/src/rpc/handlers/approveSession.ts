import { SESSION_PROPOSE_RESPONSE_TAG, SESSION_SETTLE_REQUEST_TAG } from '../../constants'
import type { RpcMethod } from '../context'
import { requireParams, requireString, requireTopic, requireTtl } from '../params'

/**
 * wc_approveSession: the wallet subscribes to the new session topic, answers the proposal on the
 * pairing topic and sends the settlement request on the session topic, in one call.
 */
export const approveSession: RpcMethod = async ({ connection, router }, rawParams) => {
  const params = requireParams(rawParams)
  const sessionTopic = requireTopic(params, 'sessionTopic')
  const pairingTopic = requireTopic(params, 'pairingTopic')
  const sessionProposalResponse = requireString(params, 'sessionProposalResponse')
  const sessionSettlementRequest = requireString(params, 'sessionSettlementRequest')
  const ttlSeconds = requireTtl(params)
  await router.subscribe(connection, [sessionTopic])
  await router.publish({
    sender: connection,
    topic: pairingTopic,
    message: sessionProposalResponse,
    ttlSeconds,
    tag: SESSION_PROPOSE_RESPONSE_TAG,
  })
  await router.publish({
    sender: connection,
    topic: sessionTopic,
    message: sessionSettlementRequest,
    ttlSeconds,
    tag: SESSION_SETTLE_REQUEST_TAG,
  })
  return true
}
