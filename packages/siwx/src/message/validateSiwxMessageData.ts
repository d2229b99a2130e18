import type { SiwxMessageData } from '@portico/core'
import { NONCE_MIN_LENGTH, SIWX_VERSION } from '../constants'
import { InvalidSiwxMessageError } from '../errors'
import { namespaceOf } from './namespaces'

// RFC 4501 dnsauthority: a host name, IPv4 or bracketed IPv6, with an optional port.
const DOMAIN =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/
// RFC 3986: a scheme, a colon and no white space.
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:[^\s]+$/
// RFC 3339 date-time, the form EIP-4361 asks for.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/
const NONCE = new RegExp(`^[A-Za-z0-9]{${NONCE_MIN_LENGTH},}$`)

function fail(message: string): never {
  throw new InvalidSiwxMessageError(message)
}

function checkDate(name: string, value: string | undefined) {
  if (value === undefined) return
  if (!DATE_TIME.test(value) || Number.isNaN(Date.parse(value))) {
    fail(`Invalid ${name} "${value}": expected an ISO-8601 date-time such as 2026-01-01T00:00:00.000Z`)
  }
}

/**
 * Checks every field of a sign-in message and returns it with the address in its namespace's written
 * form (EIP-55 for eip155); throws InvalidSiwxMessageError naming the first field that is wrong.
 */
export function validateSiwxMessageData(data: SiwxMessageData): SiwxMessageData {
  const { profile } = namespaceOf(data.chainId)
  if (!DOMAIN.test(data.domain)) fail(`Invalid domain "${data.domain}": expected a host such as example.com`)
  const accountAddress = profile.normalizeAddress(data.accountAddress)
  profile.checkAddressOnChain?.(accountAddress, data.chainId)
  if (!URI.test(data.uri))
    fail(`Invalid uri "${data.uri}": expected an absolute URI such as https://example.com`)
  if (data.version !== SIWX_VERSION) fail(`Invalid version "${data.version}": expected "${SIWX_VERSION}"`)
  if (!NONCE.test(data.nonce)) {
    fail(`Invalid nonce "${data.nonce}": expected at least ${NONCE_MIN_LENGTH} letters and digits`)
  }
  if (data.statement !== undefined && (data.statement === '' || /[\r\n]/.test(data.statement))) {
    fail('Invalid statement: expected one line of text')
  }
  checkDate('issuedAt', data.issuedAt)
  checkDate('expirationTime', data.expirationTime)
  checkDate('notBefore', data.notBefore)
  if (data.requestId !== undefined && /[\s]/.test(data.requestId)) {
    fail(`Invalid requestId "${data.requestId}": expected no white space`)
  }
  for (const resource of data.resources ?? []) {
    if (!URI.test(resource)) fail(`Invalid resource "${resource}": expected an absolute URI`)
  }
  return { ...data, accountAddress }
}
