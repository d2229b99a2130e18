/** SPEC §2: the query parameter a redirect social login (a Telegram mini app) comes back with. */
export const SOCIAL_RESULT_URI_PARAM = 'result_uri'

/** Whether the page's address holds a redirect social login's result (a cheap check, before loading anything). */
export function hasSocialRedirectResult(location: { search: string } | undefined): boolean {
  return location !== undefined && new URLSearchParams(location.search).has(SOCIAL_RESULT_URI_PARAM)
}

/** Whether a query part (`name=value`) is the result_uri parameter, however its name is encoded. */
function isResultUriPart(part: string): boolean {
  const name = part.split('=', 1)[0] ?? ''
  try {
    return decodeURIComponent(name.replaceAll('+', ' ')) === SOCIAL_RESULT_URI_PARAM
  } catch {
    return false
  }
}

/**
 * The address without its result_uri parameter(s), everything else exactly as written: path, the other
 * parameters with their own encoding and order, and the hash (SPEC §2: only that parameter is removed).
 */
export function withoutSocialRedirectResult(href: string): string {
  const url = new URL(href)
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((part) => part !== '' && !isResultUriPart(part))
  return `${url.origin}${url.pathname}${kept.length ? `?${kept.join('&')}` : ''}${url.hash}`
}
