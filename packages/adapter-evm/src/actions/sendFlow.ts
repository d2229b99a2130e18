// SPEC §4's send flow in one lazy chunk: the fee preview, the send and its receipt load together, as
// the Send view uses them, so they add one split point to the host's bundle rather than three.
export { estimateSendFee } from './estimateSendFee'
export { sendTransaction } from './sendTransaction'
export { waitForTransaction } from './waitForTransaction'
