import type { ServerResponse } from 'node:http'
import type { RouteResponse } from './route'

/** Writes a route's answer: JSON when `json` is set, else the raw body with its content type. */
export function sendResponse(
  response: ServerResponse,
  answer: RouteResponse,
  extraHeaders: Record<string, string>,
): void {
  const headers: Record<string, string> = { ...extraHeaders, ...answer.headers }
  let body: Uint8Array | string | undefined = answer.body
  if (answer.json !== undefined) {
    body = JSON.stringify(answer.json)
    headers['content-type'] = 'application/json; charset=utf-8'
  } else if (answer.contentType) {
    headers['content-type'] = answer.contentType
  }
  response.writeHead(answer.status ?? 200, headers)
  response.end(body)
}

/** SPEC §8: error bodies carry one message the client matches on ('invalid key', 'origin not allowed'). */
export function errorBody(message: string): { error: string } {
  return { error: message }
}
