// The client's lazy send actions: core's first chunk imports this path only as the built `send/index.js`
// (tsup.config.ts), so the send code and the rules it shares are never split into chunks of the first load.
export { estimateSendFee } from './estimateSendFee'
export { sendFromModal } from './sendFromModal'
