import type {
  SendTransactionParameters as AdapterSendTransactionParameters,
  UserRejectedRequestError,
} from '@portico/core'
import { chainCurrency } from '../chain/chainCurrency'
import { polkadotApiFor } from '../chain/polkadotApiFor'
import { polkadotWebSocketUrl } from '../chain/polkadotWebSocketUrl'
import { connectionOf, type PolkadotAdapterContext } from '../context'
import type { ConnectorNotConnectedError } from '../errors/ConnectorNotConnectedError'
import type { InsufficientBalanceError } from '../errors/InsufficientBalanceError'
import type { InvalidReceiverError } from '../errors/InvalidReceiverError'
import { NetworkMismatchError } from '../errors/NetworkMismatchError'
import { rethrowPolkadotRejection } from '../errors/rethrowPolkadotRejection'
import { SignPayloadUnsupportedError } from '../errors/SignPayloadUnsupportedError'
import type { TokenTransferUnsupportedError } from '../errors/TokenTransferUnsupportedError'
import type { TransactionFailedError } from '../errors/TransactionFailedError'
import { checkAffordable } from '../transactions/checkAffordable'
import { parseTransfer } from '../transactions/parseTransfer'
import { submitInBlock } from '../transactions/submitInBlock'

/** `value` in planck; `from` the shared account that sends, the extension's first when absent. */
export type SendTransactionParameters = AdapterSendTransactionParameters
/** The transaction's hash (0x and 64 hex characters), once it is in a block. */
export type SendTransactionReturnType = `0x${string}`
export type SendTransactionErrorType =
  | UserRejectedRequestError
  | ConnectorNotConnectedError
  | InvalidReceiverError
  | InsufficientBalanceError
  | TokenTransferUnsupportedError
  | SignPayloadUnsupportedError
  | NetworkMismatchError
  | TransactionFailedError
  | Error

/**
 * SPEC §4's send on Polkadot (beyond SPEC §1): `balances.transferKeepAlive(to, value)` built
 * with @polkadot/api and signed in the extension through `signer.signPayload`. Everything that can be
 * refused is refused before the wallet is asked: the receiver, the amount against the balance, a network
 * whose token the chain states otherwise (core turned the amount into planck with the network's decimals).
 */
export async function sendTransaction(
  context: PolkadotAdapterContext,
  { connectorId, caipNetwork, from, to, value, tokenAddress }: SendTransactionParameters,
): Promise<SendTransactionReturnType> {
  const { injected, accounts } = connectionOf(context, connectorId, from)
  const sender = from ?? accounts[0]?.address ?? ''
  const transfer = parseTransfer({ to, value, ...(tokenAddress ? { tokenAddress } : {}) })
  const signPayload = injected.signer.signPayload
  if (!signPayload) throw new SignPayloadUnsupportedError(connectorId)

  const api = await polkadotApiFor(context, caipNetwork)
  const { decimals } = chainCurrency(api)
  if (decimals !== caipNetwork.nativeCurrency.decimals)
    throw new NetworkMismatchError(
      caipNetwork,
      polkadotWebSocketUrl(caipNetwork),
      `its token has ${decimals} decimals, the network says ${caipNetwork.nativeCurrency.decimals}`,
    )
  const transaction = api.tx.balances.transferKeepAlive(transfer.to, transfer.amount)
  await checkAffordable(api, transaction, sender, transfer.amount)
  return submitInBlock(api, transaction, {
    sender,
    // The extension's refusal ('Cancelled') reaches the caller as core's UserRejectedRequestError.
    signer: {
      signPayload: (payload) => signPayload.call(injected.signer, payload).catch(rethrowPolkadotRejection),
    },
  })
}
