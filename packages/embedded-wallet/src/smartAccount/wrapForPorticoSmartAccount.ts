import type { Address, Hex, TypedDataDefinition } from 'viem'
import { PORTICO_SMART_ACCOUNT_DOMAIN, PORTICO_SMART_ACCOUNT_MESSAGE_TYPES } from './smartAccountConstants'

export type WrapForPorticoSmartAccountParameters = {
  /** What the account is asked to sign: a message's or typed data's hash (viem's hashMessage / hashTypedData). */
  hash: Hex
  chainId: number
  account: Address
}

/**
 * The typed data the owner signs so PorticoSmartAccount's isValidSignature(hash) accepts it: the account and
 * the chain are in the domain, so the signature counts for this account on this chain only (aa-design.md).
 */
export function wrapForPorticoSmartAccount({
  hash,
  chainId,
  account,
}: WrapForPorticoSmartAccountParameters): TypedDataDefinition<
  typeof PORTICO_SMART_ACCOUNT_MESSAGE_TYPES,
  'PorticoSmartAccountMessage'
> {
  return {
    domain: { ...PORTICO_SMART_ACCOUNT_DOMAIN, chainId, verifyingContract: account },
    types: PORTICO_SMART_ACCOUNT_MESSAGE_TYPES,
    primaryType: 'PorticoSmartAccountMessage',
    message: { hash },
  }
}
