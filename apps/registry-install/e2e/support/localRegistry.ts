import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A registry for the `@portico` scope, speaking the npm protocol the CLI uses: publish is a PUT of the
 * package document with the tarball attached; install is a GET of that document and of the tarball.
 * Every other package comes from the machine's npm registry, as it does in a host's own app.
 * (verdaccio would do this job, but one of its dependencies asks for `node-fetch@cjs`, a dist-tag this
 * machine's registry does not serve, so it cannot be installed here.)
 */
export type LocalRegistry = {
  /** With a trailing slash, as npm configuration wants it. */
  url: string
  /** The name@version of everything published so far. */
  published: () => string[]
  close: () => Promise<void>
}

type PackageDocument = {
  name: string
  'dist-tags': Record<string, string>
  versions: Record<string, { dist: { tarball: string } }>
  _attachments?: Record<string, { data: string }>
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** Starts the registry on 127.0.0.1; only a request carrying `token` may publish. */
export async function startLocalRegistry({ token }: { token: string }): Promise<LocalRegistry> {
  const documents = new Map<string, PackageDocument>()
  const tarballs = new Map<string, Buffer>()
  let base = ''

  async function publish(name: string, request: IncomingMessage, response: ServerResponse) {
    if (request.headers.authorization !== `Bearer ${token}`)
      return send(response, 401, { error: 'unauthorized' })
    const incoming = JSON.parse(await readBody(request)) as PackageDocument
    if (incoming.name !== name) return send(response, 400, { error: `the document names ${incoming.name}` })
    const known = documents.get(name) ?? { name, 'dist-tags': {}, versions: {} }
    for (const [version, manifest] of Object.entries(incoming.versions)) {
      if (known.versions[version])
        return send(response, 403, { error: `${name}@${version} is already published` })
      const file = `${name.replace('/', '-').replace('@', '')}-${version}.tgz`
      const attachment = Object.values(incoming._attachments ?? {})[0]
      if (!attachment) return send(response, 400, { error: 'no tarball attached' })
      tarballs.set(file, Buffer.from(attachment.data, 'base64'))
      known.versions[version] = { ...manifest, dist: { ...manifest.dist, tarball: `${base}-/${file}` } }
    }
    Object.assign(known['dist-tags'], incoming['dist-tags'])
    documents.set(name, known)
    send(response, 201, { ok: true })
  }

  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://registry').pathname.slice(1))
    if (request.method === 'PUT')
      return void publish(path, request, response).catch((error: Error) =>
        send(response, 400, { error: error.message }),
      )
    if (request.method !== 'GET') return send(response, 405, { error: 'method not allowed' })
    if (path.startsWith('-/')) {
      const tarball = tarballs.get(path.slice(2))
      if (!tarball) return send(response, 404, { error: 'not_found' })
      response.writeHead(200, { 'content-type': 'application/octet-stream' })
      return void response.end(tarball)
    }
    const document = documents.get(path)
    return document ? send(response, 200, document) : send(response, 404, { error: 'not_found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`

  return {
    url: base,
    published: () =>
      [...documents.values()].flatMap((document) =>
        Object.keys(document.versions).map((v) => `${document.name}@${v}`),
      ),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
