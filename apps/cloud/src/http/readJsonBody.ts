import type { IncomingMessage } from 'node:http'
import { MAX_BODY_BYTES } from '../constants'
import { BODY_TOO_LARGE_MESSAGE, HttpError, INVALID_JSON_MESSAGE } from '../errors'

/** Reads a request body as JSON; 413 past `maxBytes`, 400 when it does not parse. */
export async function readJsonBody(request: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string)
    size += buffer.length
    if (size > maxBytes) throw new HttpError(413, BODY_TOO_LARGE_MESSAGE)
    chunks.push(buffer)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw new HttpError(400, INVALID_JSON_MESSAGE)
  }
}
