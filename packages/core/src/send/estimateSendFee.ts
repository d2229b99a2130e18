import type { PorticoContext } from '../client/context'
import { UNSUPPORTED_CHAIN } from '../errors/messages'
import { PorticoError } from '../errors/PorticoError'
import { isValidDecimal, parseDecimal } from '../format/parseDecimal'
import type { TokenBalance } from '../types/tokens'
import { checkReceiver, normalizeReceiver } from './checkReceiver'
import { isSendNamespace } from './checkSendForm'
import { tokenContractAddress } from './sendableTokens'

export type EstimateSendFeeParameters = {
  token: TokenBalance
  /** Zero when absent (Max asks before any amount is typed). */
  amount?: string | undefined
  /** The connected address itself when absent or not yet valid: the fee of a plain transfer is the same. */
  receiverAddress?: string | undefined
}

/**
 * The network fee a send would cost at most, in the native currency's smallest unit, through the
 * active namespace's adapter (SPEC §4: the preview shows it; Max leaves it for gas). A safe read: no prompt.
 */
export async function estimateSendFee(
  context: PorticoContext,
  { token, amount, receiverAddress }: EstimateSendFeeParameters,
): Promise<bigint> {
  const { chains } = context.stores
  const namespace = chains.getState().activeNamespace
  const state = namespace ? chains.getState().namespaces[namespace] : undefined
  const adapter = namespace ? context.adapters[namespace] : undefined
  const from = state?.account.address
  if (
    !isSendNamespace(namespace) ||
    !adapter?.estimateSendFee ||
    !state?.network ||
    !state.connectorId ||
    !from
  )
    throw new PorticoError(UNSUPPORTED_CHAIN)
  const receiver = receiverAddress?.trim() ?? ''
  const to = receiver && !checkReceiver(namespace, receiver) ? normalizeReceiver(namespace, receiver) : from
  const typed = amount?.trim() ?? ''
  const units = isValidDecimal(typed) ? parseDecimal(typed, Number(token.quantity.decimals)) : 0n
  const tokenAddress = tokenContractAddress(token)
  return adapter.estimateSendFee({
    connectorId: state.connectorId,
    caipNetwork: state.network,
    from,
    to,
    value: (units > 0n ? units : 0n).toString(),
    ...(tokenAddress ? { tokenAddress } : {}),
  })
}
