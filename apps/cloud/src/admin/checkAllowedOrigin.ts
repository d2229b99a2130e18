import { isOriginAllowed } from '@portico/core'

export type CheckedOrigin = { origin: string } | { reason: string }

const SCHEME_AND_REST = /^([a-z][a-z0-9+.-]*):\/\/(.*)$/
const FIXED_LABEL = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/

/**
 * An allowed origin as SPEC §6's check (core's isOriginAllowed) reads it: `scheme://host[:port]`,
 * http or https, where `*` stands for whole leading host labels or the whole port. Anything the check
 * would read otherwise than meant (a path, a missing scheme, a partial wildcard) is refused with why.
 */
export function checkAllowedOrigin(value: string): CheckedOrigin {
  const text = value.trim().toLowerCase()
  if (text === '') return { reason: 'empty' }
  if (text === '*') return { origin: '*' }
  const parts = SCHEME_AND_REST.exec(text)
  if (!parts) return { reason: `missing scheme: write it as https://${text.replace(/^\/+/, '')}` }
  const [, scheme = '', rest = ''] = parts
  if (scheme !== 'http' && scheme !== 'https')
    return { reason: 'only http:// and https:// pages have an origin' }
  const authority = rest.replace(/\/$/, '')
  if (/[/?#]/.test(authority)) {
    return {
      reason: `an origin has no path, query or fragment: write ${scheme}://${authority.split(/[/?#]/)[0]}`,
    }
  }
  if (authority.includes('@')) return { reason: 'an origin has no user name or password' }
  const { host, port } = splitHostPort(authority)
  if (host === '') return { reason: 'missing host' }
  if (port !== undefined && port !== '*' && !isPortNumber(port)) {
    return { reason: 'the port must be a number from 1 to 65535, or *' }
  }
  const hostCheck = host.includes('*') ? checkWildcardHost(host) : checkExactHost(scheme, host)
  if ('reason' in hostCheck) return hostCheck
  const defaultPort = scheme === 'https' ? '443' : '80'
  const origin = `${scheme}://${hostCheck.host}${port === undefined || port === defaultPort ? '' : `:${port}`}`
  // The stored entry must be one the check actually matches: try it on an origin it stands for.
  const sample = origin.replaceAll('*.', 'sample.').replace(/:\*$/, ':8080')
  if (!isOriginAllowed(sample, [origin])) return { reason: 'the origin check could not match it' }
  return { origin }
}

function splitHostPort(authority: string): { host: string; port: string | undefined } {
  const bracket = authority.startsWith('[') ? authority.indexOf(']') : -1
  const colon = authority.indexOf(':', bracket + 1)
  if (colon === -1) return { host: authority, port: undefined }
  return { host: authority.slice(0, colon), port: authority.slice(colon + 1) }
}

function isPortNumber(port: string): boolean {
  return /^[0-9]{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65_535
}

function checkExactHost(scheme: string, host: string): { host: string } | { reason: string } {
  try {
    // The URL parser is what the check normalises the page origin with: store its form (punycode too).
    return { host: new URL(`${scheme}://${host}`).host }
  } catch {
    return { reason: `"${host}" is not a host name` }
  }
}

/** `*` must be whole labels at the left, below at least two fixed labels (`*.example.com`, not `*.com`). */
function checkWildcardHost(host: string): { host: string } | { reason: string } {
  const labels = host.split('.')
  const firstFixed = labels.findIndex((label) => label !== '*')
  const fixed = firstFixed === -1 ? [] : labels.slice(firstFixed)
  if (fixed.some((label) => label.includes('*'))) {
    return {
      reason: 'a wildcard stands for whole labels at the start of the host, as in https://*.example.com',
    }
  }
  if (fixed.length < 2) return { reason: 'a wildcard must sit below a domain, as in https://*.example.com' }
  if (!fixed.every((label) => FIXED_LABEL.test(label))) {
    return { reason: 'the labels after a wildcard must be letters, digits and hyphens (punycode for others)' }
  }
  return { host }
}
