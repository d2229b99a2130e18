/**
 * Which hosts the cloud may fetch NFT metadata from (the tokenURI is written by whoever deployed the
 * contract, so fetching it blindly lets anyone make the cloud call its own network: SSRF).
 * Entries are `host` or `host:port`, fetched whatever address they have (a devnet on 127.0.0.1);
 * `*` adds every other host, but only when it resolves to a public address.
 */
export type MetadataHostPolicy = readonly string[]

/** How a URL may be fetched: from a listed host, from a public address only, or not at all. */
export type MetadataUrlAccess = 'listed' | 'public-only' | 'refused'

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' }

/** The access `policy` gives `url`: only http(s) URLs are ever fetched. */
export function metadataUrlAccess(url: URL, policy: MetadataHostPolicy): MetadataUrlAccess {
  const defaultPort = DEFAULT_PORTS[url.protocol]
  if (!defaultPort || url.username || url.password) return 'refused'
  const host = url.hostname.toLowerCase()
  const port = url.port || defaultPort
  const listed = policy.some((entry) => {
    const wanted = entry.toLowerCase()
    return wanted === `${host}:${port}` || (wanted === host && port === defaultPort)
  })
  if (listed) return 'listed'
  return policy.includes('*') ? 'public-only' : 'refused'
}
