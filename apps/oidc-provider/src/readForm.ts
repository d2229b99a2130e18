import type { IncomingMessage } from 'node:http'
import { MAX_FORM_BYTES } from './constants'

/** A form post larger than MAX_FORM_BYTES: refused before it is read whole. */
export class FormTooLargeError extends Error {
  override name = 'FormTooLargeError'
  constructor() {
    super(`The form is larger than ${MAX_FORM_BYTES} bytes`)
  }
}

/** The fields of an `application/x-www-form-urlencoded` post. */
export async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_FORM_BYTES) throw new FormTooLargeError()
    chunks.push(chunk)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}
