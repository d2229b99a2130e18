import { base64 } from '@scure/base'

/** An amino StdSignDoc, as cosmos_signAmino takes it (every number a decimal string). */
export type AminoSignDoc = {
  chain_id: string
  account_number: string
  sequence: string
  fee: { gas: string; amount: { denom: string; amount: string }[] }
  msgs: { type: string; value: Record<string, unknown> }[]
  memo: string
}

/**
 * ADR-36: the sign doc of arbitrary text, what Keplr's signArbitrary signs: one `sign/MsgSignData` of the
 * signer and the text's base64 bytes, with no chain, account, sequence, fee or memo.
 */
export function adr36SignDoc(signer: string, message: string): AminoSignDoc {
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [
      { type: 'sign/MsgSignData', value: { signer, data: base64.encode(new TextEncoder().encode(message)) } },
    ],
    memo: '',
  }
}
