import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { NFT_METADATA_MAX_BYTES, NFT_METADATA_TIMEOUT_MS } from '../constants'
import { isPublicAddress } from './isPublicAddress'
import { type MetadataHostPolicy, metadataUrlAccess } from './metadataHostPolicy'

/** Why a token's metadata was not read; stored beside the token so an operator can see it. */
export type NftMetadataRefusalReason =
  | 'disallowed-url'
  | 'private-address'
  | 'too-large'
  | 'timeout'
  | 'bad-status'
  | 'not-json'
  | 'unreachable'

export class NftMetadataRefusedError extends Error {
  override name = 'NftMetadataRefusedError'
  readonly reason: NftMetadataRefusalReason

  constructor(reason: NftMetadataRefusalReason, url: string) {
    super(`NFT metadata at ${url} refused: ${reason}`)
    this.reason = reason
  }
}

export type FetchNftMetadataParameters = {
  policy: MetadataHostPolicy
  maxBytes?: number
  timeoutMs?: number
}

/**
 * The JSON at a token URI, fetched only as `policy` allows, never past `maxBytes` or `timeoutMs`,
 * with no redirects (each hop would need the same checks). Throws NftMetadataRefusedError.
 */
export async function fetchNftMetadata(
  uri: string,
  {
    policy,
    maxBytes = NFT_METADATA_MAX_BYTES,
    timeoutMs = NFT_METADATA_TIMEOUT_MS,
  }: FetchNftMetadataParameters,
): Promise<unknown> {
  const url = URL.canParse(uri) ? new URL(uri) : undefined
  const access = url ? metadataUrlAccess(url, policy) : 'refused'
  if (!url || access === 'refused') throw new NftMetadataRefusedError('disallowed-url', uri)
  const literal = url.hostname.replace(/^\[|\]$/g, '')
  if (access === 'public-only' && isIP(literal) && !isPublicAddress(literal)) {
    throw new NftMetadataRefusedError('private-address', uri)
  }
  const body = await readBody(
    url,
    access === 'public-only' ? publicOnlyLookup : undefined,
    maxBytes,
    timeoutMs,
  )
  try {
    return JSON.parse(body.toString('utf8'))
  } catch {
    throw new NftMetadataRefusedError('not-json', uri)
  }
}

/** Resolves as usual, then refuses when any address is not public: the address checked is the one connected to. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0)
    if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
      return callback(new NftMetadataRefusedError('private-address', hostname), '', 0)
    }
    const [first] = addresses as [LookupAddress]
    if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses)
    callback(null, first.address, first.family)
  })
}

function readBody(
  url: URL,
  lookup: LookupFunction | undefined,
  maxBytes: number,
  timeoutMs: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const refuse = (reason: NftMetadataRefusalReason) => {
      request.destroy()
      reject(new NftMetadataRefusedError(reason, url.href))
    }
    // One deadline for the whole answer: a host trickling bytes is cut off like a silent one.
    const timer = setTimeout(() => refuse('timeout'), timeoutMs)
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest
    const request = send(url, { method: 'GET', headers: { accept: 'application/json' }, lookup })
    request.on('error', (error) => {
      clearTimeout(timer)
      reject(
        error instanceof NftMetadataRefusedError
          ? error
          : new NftMetadataRefusedError('unreachable', url.href),
      )
    })
    request.on('response', (response: IncomingMessage) => {
      if (response.statusCode !== 200) {
        clearTimeout(timer)
        return refuse('bad-status')
      }
      if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
        clearTimeout(timer)
        return refuse('too-large')
      }
      const chunks: Buffer[] = []
      let size = 0
      response.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > maxBytes) {
          clearTimeout(timer)
          return refuse('too-large')
        }
        chunks.push(chunk)
      })
      response.on('end', () => {
        clearTimeout(timer)
        resolve(Buffer.concat(chunks))
      })
    })
    request.end()
  })
}
