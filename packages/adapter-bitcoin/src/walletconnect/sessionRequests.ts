import {
  CONNECTOR_NOT_CONNECTED,
  PorticoError,
  rethrowAsUserRejection,
  type WalletConnectConnector,
} from '@portico/core'
import type { SendTransferResult, SignPsbtResult } from 'sats-connect'

export type SessionSignPsbt = { psbt: string; signInputs: Record<string, number[]>; broadcast?: boolean }
export type SessionSendTransfer = { recipients: { address: string; amount: number }[] }

/** WalletConnect's sendTransfer pays one address per request (its bip122 RPC reference). */
export const ONE_RECIPIENT_PER_TRANSFER = 'WalletConnect sends to one recipient at a time'

/** The session's bip122 chain and the account its requests name (the payment one, SPEC §9's default). */
function sessionAccount(connector: WalletConnectConnector) {
  const served = connector.getSession()?.namespaces.bip122
  const account = served?.accounts.find(({ type }) => type === 'payment') ?? served?.accounts[0]
  if (!served || !account) throw new PorticoError(CONNECTOR_NOT_CONNECTED, { details: 'bip122' })
  return { chainId: `bip122:${served.chainId}`, account: account.address }
}

/** WalletConnect's `signPsbt`: the inputs to sign as `{ address, index }` entries, the PSBT base64 both ways. */
export async function signPsbtOverSession(
  connector: WalletConnectConnector,
  { psbt, signInputs, broadcast = false }: SessionSignPsbt,
): Promise<SignPsbtResult> {
  const { chainId, account } = sessionAccount(connector)
  const inputs = Object.entries(signInputs).flatMap(([address, indexes]) =>
    indexes.map((index) => ({ address, index })),
  )
  return connector
    .request<SignPsbtResult>({
      chainId,
      method: 'signPsbt',
      params: { account, psbt, signInputs: inputs, broadcast },
    })
    .catch(rethrowAsUserRejection)
}

/** WalletConnect's `sendTransfer`: one recipient, the amount in satoshis as a decimal string. */
export async function sendTransferOverSession(
  connector: WalletConnectConnector,
  { recipients }: SessionSendTransfer,
): Promise<SendTransferResult> {
  const [recipient, ...more] = recipients
  if (!recipient || more.length > 0) throw new PorticoError(ONE_RECIPIENT_PER_TRANSFER)
  const { chainId, account } = sessionAccount(connector)
  return connector
    .request<SendTransferResult>({
      chainId,
      method: 'sendTransfer',
      params: { account, recipientAddress: recipient.address, amount: String(recipient.amount) },
    })
    .catch(rethrowAsUserRejection)
}
