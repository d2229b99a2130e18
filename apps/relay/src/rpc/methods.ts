import type { RpcMethod } from './context'
import { approveSession } from './handlers/approveSession'
import { batchFetchMessages } from './handlers/batchFetchMessages'
import { batchSubscribe } from './handlers/batchSubscribe'
import { batchUnsubscribe } from './handlers/batchUnsubscribe'
import { proposeSession } from './handlers/proposeSession'
import { publish } from './handlers/publish'
import { subscribe } from './handlers/subscribe'
import { unsubscribe } from './handlers/unsubscribe'

/** Every method @walletconnect/core and sign-client 2.25.0 send to a relay. */
export const RELAY_METHODS: Readonly<Record<string, RpcMethod>> = {
  irn_subscribe: subscribe,
  irn_batchSubscribe: batchSubscribe,
  irn_unsubscribe: unsubscribe,
  irn_batchUnsubscribe: batchUnsubscribe,
  irn_publish: publish,
  irn_batchFetchMessages: batchFetchMessages,
  wc_proposeSession: proposeSession,
  wc_approveSession: approveSession,
}
