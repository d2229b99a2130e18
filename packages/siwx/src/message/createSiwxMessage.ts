import type { SiwxMessage, SiwxMessageData } from '@portico/core'
import { namespaceOf } from './namespaces'
import { validateSiwxMessageData } from './validateSiwxMessageData'

/** The CAIP-122 text of a checked message: EIP-4361's layout, with the chain's name and `Chain ID:` per namespace. */
function toText(data: SiwxMessageData): string {
  const { profile } = namespaceOf(data.chainId)
  const lines = [
    `${data.domain} wants you to sign in with your ${profile.chainName} account:`,
    data.accountAddress,
    '',
  ]
  if (data.statement !== undefined) lines.push(data.statement, '')
  lines.push(
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${profile.toChainIdLine(data.chainId)}`,
    `Nonce: ${data.nonce}`,
  )
  if (data.issuedAt !== undefined) lines.push(`Issued At: ${data.issuedAt}`)
  if (data.expirationTime !== undefined) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore !== undefined) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources !== undefined && data.resources.length > 0) {
    lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  }
  return lines.join('\n')
}

export type CreateSiwxMessageParameters = SiwxMessageData
export type CreateSiwxMessageReturnType = SiwxMessage

/**
 * A sign-in message for `input.chainId`'s namespace (eip155, solana, bip122, polkadot, cosmos); its
 * `toString()` is the text the wallet signs. Throws InvalidSiwxMessageError on a field that is not valid.
 */
export function createSiwxMessage(input: CreateSiwxMessageParameters): CreateSiwxMessageReturnType {
  const data = validateSiwxMessageData(input)
  const fields: SiwxMessageData = {
    accountAddress: data.accountAddress,
    chainId: data.chainId,
    domain: data.domain,
    uri: data.uri,
    version: data.version,
    nonce: data.nonce,
  }
  for (const key of ['statement', 'issuedAt', 'expirationTime', 'notBefore', 'requestId'] as const) {
    if (data[key] !== undefined) fields[key] = data[key]
  }
  if (data.resources !== undefined && data.resources.length > 0) fields.resources = [...data.resources]
  const text = toText(fields)
  return { ...fields, toString: () => text }
}
