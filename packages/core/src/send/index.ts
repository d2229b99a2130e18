// `@portico/core/send`: what the modal's Send view needs, a chunk of its own so core's first one stays as it was.
export { checkReceiver, normalizeReceiver, type ReceiverIssue } from './checkReceiver'
export { checkSendForm, type SendIssue, SPEC_SEND_MESSAGES } from './checkSendForm'
export type { EstimateSendFeeParameters } from './estimateSendFee'
export { maxSendAmount } from './maxSendAmount'
export { SendFormError } from './SendFormError'
/** @internal The client's lazy actions (client.send, client.estimateSendFee); hosts call those. */
export { estimateSendFee, sendFromModal } from './sendActions'
export { sendableTokens, tokenContractAddress } from './sendableTokens'
