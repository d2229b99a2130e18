import type { IncomingMessage } from 'node:http'
import { MAX_BODY_BYTES } from './constants'

/** A body the relay refuses, with the words its 400 answer carries. */
export class BadRequestError extends Error {
  override name = 'BadRequestError'
}

/** The request's JSON object, or a BadRequestError saying what is wrong with it. */
export async function readJsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) throw new BadRequestError(`The body is larger than ${MAX_BODY_BYTES} bytes`)
    chunks.push(chunk)
  }
  let body: unknown
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw new BadRequestError('The body is not JSON')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new BadRequestError('The body must be a JSON object')
  return body as Record<string, unknown>
}
