import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { nftImageSvg, nftMetadata } from './nftMetadata'

export type StartNftMetadataServerParameters = {
  host: string
  /** 0 (the default) takes a free port: the collection is deployed with the URL it got. */
  port?: number
}

export type NftMetadataServer = {
  /** The collection's base token URI: the metadata of token n is at `${baseUri}${n}`. */
  baseUri: string
  stop: () => Promise<void>
}

const TOKEN_PATH = /^\/nft\/([1-9][0-9]{0,76})(\.svg)?$/

/** Serves the fixture collection's metadata JSON and SVG images on the devnet's host: no outside host. */
export async function startNftMetadataServer({
  host,
  port = 0,
}: StartNftMetadataServerParameters): Promise<NftMetadataServer> {
  let origin = ''
  const server = createServer((request, response) => {
    const match = request.method === 'GET' ? TOKEN_PATH.exec(request.url ?? '') : null
    if (!match?.[1]) {
      response.writeHead(404).end()
      return
    }
    const tokenId = BigInt(match[1])
    const [type, body] = match[2]
      ? ['image/svg+xml', nftImageSvg(tokenId)]
      : ['application/json', JSON.stringify(nftMetadata(origin, tokenId))]
    // Any page may show the images (the demo on its own port).
    response.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*' }).end(body)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const bound = (server.address() as AddressInfo).port
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${bound}`
  return {
    baseUri: `${origin}/nft/`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
