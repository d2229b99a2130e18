import { SEND_NAMESPACES, type SendNamespace } from '../constants'
import { SEND_AMOUNT_AND_RECEIVER_REQUIRED, SEND_TOKEN_REQUIRED, UNSUPPORTED_CHAIN } from '../errors/messages'
import { isValidDecimal, parseDecimal } from '../format/parseDecimal'
import type { ChainNamespace } from '../namespaces'
import type { SendState } from '../types/send'
import { checkReceiver, type ReceiverIssue } from './checkReceiver'

/** Every reason the send form is refused, first SPEC §5's three, then the ones a visitor also needs told. */
export type SendIssue =
  | 'unsupportedChain'
  | 'amountAndReceiverRequired'
  | 'tokenRequired'
  | 'invalidAmount'
  | ReceiverIssue
  | 'insufficientBalance'

/** Whether the namespace has a send (SEND_NAMESPACES). */
export const isSendNamespace = (namespace: ChainNamespace | undefined): namespace is SendNamespace =>
  (SEND_NAMESPACES as readonly (string | undefined)[]).includes(namespace)

/** Digits after the point, so an amount finer than the token's smallest unit is refused, not rounded. */
const fractionDigits = (amount: string) => amount.split('.')[1]?.length ?? 0

/**
 * The first reason the form cannot be sent, or undefined: SPEC §5 in its order (chain, amount and
 * receiver, token), then the amount as a decimal the token can hold, the receiver for the namespace,
 * and no more than the balance. Amounts compare as integers of the token's smallest unit, never floats.
 */
export function checkSendForm(form: SendState, namespace: ChainNamespace | undefined): SendIssue | undefined {
  if (!isSendNamespace(namespace)) return 'unsupportedChain'
  const amount = form.sendTokenAmount?.trim() ?? ''
  const receiver = form.receiverAddress?.trim() ?? ''
  if (!amount || !receiver) return 'amountAndReceiverRequired'
  if (!isValidDecimal(amount) || amount.startsWith('-')) return 'invalidAmount'
  // A zero amount sends nothing, so it is no amount at all (as core's send store rules).
  if (!/[1-9]/.test(amount)) return 'amountAndReceiverRequired'
  const { token } = form
  if (!token) return 'tokenRequired'
  const decimals = Number(token.quantity.decimals)
  if (fractionDigits(amount) > decimals) return 'invalidAmount'
  const receiverIssue = checkReceiver(namespace, receiver)
  if (receiverIssue) return receiverIssue
  if (parseDecimal(amount, decimals) > parseDecimal(token.quantity.numeric, decimals))
    return 'insufficientBalance'
  return undefined
}

/** SPEC §5's own messages, letter for letter, for the issues SPEC names. */
export const SPEC_SEND_MESSAGES: Partial<Record<SendIssue, string>> = {
  unsupportedChain: UNSUPPORTED_CHAIN,
  amountAndReceiverRequired: SEND_AMOUNT_AND_RECEIVER_REQUIRED,
  tokenRequired: SEND_TOKEN_REQUIRED,
}
