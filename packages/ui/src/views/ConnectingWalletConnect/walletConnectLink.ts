/**
 * A wallet's link that opens it on the pairing (the catalogue's mobile, desktop or web link, SPEC §3):
 * `{link}/wc?uri=…`; a bare scheme (`rainbow:` or `rainbow`) becomes `rainbow://`.
 */
export function walletConnectLink(link: string, uri: string): string {
  const base = link.includes('://') ? link : `${link.replaceAll('/', '').replaceAll(':', '')}://`
  return `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encodeURIComponent(uri)}`
}
