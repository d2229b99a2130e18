import type { StdSignDoc } from '@cosmjs/amino'

/**
 * Whether an amino doc is ADR-36's doc of arbitrary data signed by `signer`, which Keplr signs whatever
 * chain it is asked on: one `sign/MsgSignData` of that signer, with no chain id, account, sequence, fee or memo.
 */
export function isAdr36SignDoc(doc: StdSignDoc, signer: string): boolean {
  const [msg, ...others] = doc.msgs ?? []
  const value = msg?.value as { signer?: unknown; data?: unknown } | undefined
  return (
    others.length === 0 &&
    msg?.type === 'sign/MsgSignData' &&
    value?.signer === signer &&
    typeof value.data === 'string' &&
    doc.chain_id === '' &&
    doc.account_number === '0' &&
    doc.sequence === '0' &&
    doc.memo === '' &&
    doc.fee?.gas === '0' &&
    doc.fee.amount.length === 0
  )
}
