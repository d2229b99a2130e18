/**
 * The secure frame's own words, in English; every other catalogue in ./locales has the same keys. They live
 * in the frame, never in the page: the page picks a language, never the text of what the person approves.
 */
export const en = {
  'frame.title': 'Secure wallet',
  'approval.label': 'Approve Request',
  'approval.queue': 'Request {index} of {count}',
  'approval.reject': 'Reject',
  'approval.approve': 'Approve',
  'approval.signed': 'What you sign',
  'approval.send': 'Send {amount} {symbol}',
  'approval.to': 'To {address}',
  'approval.on': 'On {network}',
  'approval.callsContract': 'Also calls a contract',
  'approval.app': 'App',
  'approval.type': 'Type',
  'approval.allowSpending': 'Allow spending of your tokens',
  'approval.allowance': 'Allow {spender} to spend {amount} of token {token}',
  'approval.typedData': 'Sign structured data',
  'approval.message': 'Sign this message',
  'approval.hex': 'Sign this data (hex)',
  'approval.request': 'Approve this request',
  'approval.solanaTransaction': 'Sign a Solana transaction',
  'approval.solanaSize': 'Size in bytes: {size}',
  'code.label': '6-digit code',
  'code.continue': 'Continue',
  'code.wrong': 'That code is not right. Check the digits and try again.',
  'export.label': 'Export wallet',
  'export.title': 'Your wallet keys',
  'export.warning':
    'Anyone with these keys or this phrase controls your wallet and its funds. Never share them, never type them into a website, and keep them offline.',
  'export.evmPrivateKey': 'EVM private key',
  'export.solanaSecretKey': 'Solana secret key',
  'export.recoveryPhrase': 'Recovery phrase',
  'export.copy': 'Copy',
  'export.copyLabel': 'Copy {label}',
  'export.copied': 'Copied',
  'export.done': 'Done',
  'passkey.addTitle': 'Add a passkey',
  'passkey.addText':
    'With a passkey, opening your wallet on a new device needs the passkey as well as a code sent to your email.',
  'passkey.add': 'Add passkey',
  'passkey.useTitle': 'Use your passkey',
  'passkey.useText': 'Your wallet is protected by a passkey. Use it to open your wallet on this device.',
  'passkey.use': 'Use passkey',
}

export type FrameText = Record<keyof typeof en, string>
export type FrameTextKey = keyof FrameText
