// The secure frame's views as plain DOM, for the gallery's stories: what the frame draws, in any document,
// with none of its keys, sessions or cloud.

export { createApprovalQueue, type HeldRequest } from './approval/createApprovalQueue'
export { type CreateApprovalViewParameters, createApprovalView } from './approval/createApprovalView'
export { describeHeldRequest } from './approval/describeHeldRequest'
export { adoptFrameStyles } from './approval/frameStyles'
export { type CodeEntry, createCodeEntry } from './codeEntry/createCodeEntry'
export { createKeyExportView, type KeyExportView } from './keyExport/createKeyExportView'
export type { ExportableKeys } from './keyExport/exportableKeys'
export { createPasskeyView, type PasskeyPrompt, type PasskeyView } from './passkey/createPasskeyView'
export type { FrameText, FrameTextKey } from './text/en'
export { createFrameAppearance, type FrameAppearance } from './text/frameAppearance'
export { FRAME_LOCALES } from './text/frameLocales'
