import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

export type ScriptedResponse = { status: number; body?: unknown; headers?: Record<string, string> }
export type RecordedRequest = {
  method: string
  path: string
  query: URLSearchParams
  headers: Record<string, string | string[] | undefined>
  body: unknown
}
/** Answers in turn (the last one repeats), or computed from the request, as a real service would. */
export type Script = ScriptedResponse[] | ((request: RecordedRequest) => ScriptedResponse)

/**
 * A real HTTP server on 127.0.0.1 that answers each path from a script, for testing how the client
 * treats status codes and headers the real cloud produces only under load or failure.
 */
export async function startScriptedServer(script: Record<string, Script>) {
  const requests: RecordedRequest[] = []
  const server = createServer(async (request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString()
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    }
    requests.push(recorded)
    const answer = script[url.pathname]
    const next =
      typeof answer === 'function'
        ? answer(recorded)
        : answer && answer.length > 1
          ? answer.shift()
          : answer?.[0]
    if (!next) {
      response.writeHead(404).end(JSON.stringify({ message: 'not found' }))
      return
    }
    response.writeHead(next.status, { 'content-type': 'application/json', ...next.headers })
    response.end(next.body === undefined ? '' : JSON.stringify(next.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
