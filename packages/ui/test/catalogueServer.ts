import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A generated catalogue wallet, as Portico Cloud's getWallets returns it (SPEC §3). */
export type TestWallet = { id: string; name: string; rdns: string; image_id: string; desktop_link: string }

export function generateWallets(count: number): TestWallet[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(3, '0')
    return {
      id: `wallet-${number}`,
      name: `Wallet ${number}`,
      rdns: `com.wallet${number}`,
      image_id: `image-${number}`,
      desktop_link: `wallet${number}://`,
    }
  })
}

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40"/></svg>'

/**
 * A real local catalogue on 127.0.0.1 answering /getWallets with paging, include, exclude and
 * search like the cloud, and /getWalletImage with an SVG; `fail` makes the next calls answer 503. `hold` keeps every getWallets answer
 * back until `release`, so a test can look at the modal before the catalogue answers.
 */
export async function startCatalogueServer(wallets: TestWallet[]) {
  const requests: string[] = []
  let held: (() => void)[] | undefined
  let failures = 0
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    requests.push(`${url.pathname}${url.search}`)
    const headers = { 'access-control-allow-origin': '*' }
    if (url.pathname.startsWith('/getWalletImage/')) {
      response.writeHead(200, { ...headers, 'content-type': 'image/svg+xml' }).end(SVG)
      return
    }
    if (url.pathname !== '/getWallets') {
      response.writeHead(404, headers).end()
      return
    }
    if (failures > 0) {
      failures--
      response.writeHead(503, { ...headers, 'content-type': 'application/json' }).end('{"message":"down"}')
      return
    }
    const answer = () => {
      const query = url.searchParams
      const list = (name: string) => query.get(name)?.split(',') ?? []
      const include = list('include')
      const exclude = list('exclude')
      const search = query.get('search')?.toLowerCase()
      const matching = wallets.filter(
        (wallet) =>
          (include.length === 0 || include.includes(wallet.id)) &&
          !exclude.includes(wallet.id) &&
          (!search || wallet.name.toLowerCase().includes(search)),
      )
      const page = Number(query.get('page') ?? 1)
      const entries = Number(query.get('entries') ?? 40)
      const data = matching.slice((page - 1) * entries, page * entries)
      response
        .writeHead(200, { ...headers, 'content-type': 'application/json' })
        .end(JSON.stringify({ data, count: matching.length }))
    }
    if (held) held.push(answer)
    else answer()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    hold: () => {
      held ??= []
    },
    /** The next `count` getWallets calls answer 503, as a cloud under maintenance would. */
    fail: (count: number) => {
      failures = count
    },
    release: () => {
      const waiting = held ?? []
      held = undefined
      for (const answer of waiting) answer()
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
