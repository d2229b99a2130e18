import type { SiwxMessageData } from '@portico/core'
import { InvalidSiwxMessageError } from '../errors'
import { namespaceOfChainName } from './namespaces'
import { validateSiwxMessageData } from './validateSiwxMessageData'

const HEADER = /^(\S+) wants you to sign in with your (.+) account:$/

function fail(message: string): never {
  throw new InvalidSiwxMessageError(`Not a sign-in message: ${message}`)
}

/** Reads `{label}: value` at lines[index], or undefined when that line carries another label. */
function field(lines: string[], index: number, label: string): string | undefined {
  const line = lines[index]
  return line?.startsWith(`${label}: `) ? line.slice(label.length + 2) : undefined
}

export type ParseSiwxMessageReturnType = SiwxMessageData

/**
 * The fields of a CAIP-122 sign-in message as createSiwxMessage writes it (EIP-4361's layout), checked
 * as createSiwxMessage checks them. Throws InvalidSiwxMessageError saying what was expected where.
 */
export function parseSiwxMessage(text: string): ParseSiwxMessageReturnType {
  if (typeof text !== 'string') fail('expected the message text')
  const lines = text.split('\n')
  const header = HEADER.exec(lines[0] ?? '')
  if (!header) fail('expected a first line "{domain} wants you to sign in with your {chain} account:"')
  const [, domain = '', chainName = ''] = header
  const chain = namespaceOfChainName(chainName)
  if (!chain) fail(`unknown chain "${chainName}" in the first line`)
  const accountAddress = lines[1]
  if (!accountAddress) fail('expected the account address on the second line')
  if (lines[2] !== '') fail('expected an empty third line')

  let index = 3
  let statement: string | undefined
  // EIP-4361's grammar leaves two empty lines where the statement is absent; this package writes one.
  if (lines[index] === '' && lines[index + 1]?.startsWith('URI: ')) index += 1
  if (!lines[index]?.startsWith('URI: ')) {
    statement = lines[index]
    if (lines[index + 1] !== '') fail('expected an empty line after the statement')
    index += 2
  }

  const required = (label: string) => {
    const value = field(lines, index, label)
    if (value === undefined) fail(`expected "${label}: …" on line ${index + 1}`)
    index += 1
    return value
  }
  const optional = (label: string) => {
    const value = field(lines, index, label)
    if (value !== undefined) index += 1
    return value
  }

  const uri = required('URI')
  const version = required('Version')
  const chainIdLine = required('Chain ID')
  const chainId = chain.profile.fromChainIdLine(chainIdLine)
  if (chainId === undefined) fail(`"Chain ID: ${chainIdLine}" is not a ${chainName} chain id`)
  const nonce = required('Nonce')
  const data: SiwxMessageData = { accountAddress, chainId, domain, uri, version, nonce }
  if (statement !== undefined) data.statement = statement
  const issuedAt = optional('Issued At')
  if (issuedAt !== undefined) data.issuedAt = issuedAt
  const expirationTime = optional('Expiration Time')
  if (expirationTime !== undefined) data.expirationTime = expirationTime
  const notBefore = optional('Not Before')
  if (notBefore !== undefined) data.notBefore = notBefore
  const requestId = optional('Request ID')
  if (requestId !== undefined) data.requestId = requestId
  if (lines[index] === 'Resources:') {
    index += 1
    const resources: string[] = []
    while (lines[index]?.startsWith('- ')) {
      resources.push((lines[index] as string).slice(2))
      index += 1
    }
    if (resources.length === 0) fail('expected "- {uri}" lines after "Resources:"')
    data.resources = resources
  }
  if (index < lines.length) fail(`unexpected line ${index + 1}: "${lines[index]}"`)

  // Checked as createSiwxMessage checks; the address stays as written, since the text is what was signed.
  validateSiwxMessageData(data)
  return data
}
