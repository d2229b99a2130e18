import { invalidParams } from '../ProviderRpcError'
import { type RpcTransactionRequest, signAndSendTransaction } from '../signAndSendTransaction'
import { authorizedAccount, currentChain, promptUser, type WalletState } from '../walletState'

/** eth_sendTransaction: the user approves, the wallet signs locally and broadcasts. */
export async function handleTransactionRequest(state: WalletState, params: unknown): Promise<unknown> {
  const request = (params as [RpcTransactionRequest] | undefined)?.[0]
  if (!request) throw invalidParams('eth_sendTransaction expects [transaction]')
  const account = authorizedAccount(state, request.from)
  await promptUser(state)
  return signAndSendTransaction(account, currentChain(state), request)
}
