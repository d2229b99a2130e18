import type { FastifyInstance } from 'fastify'
import { HttpError } from '../errors'

/** A form that names a field twice is ambiguous (which state?), so it is refused, never guessed at. */
export const duplicateFormFieldMessage = (name: string) =>
  `invalid form body: the field "${name}" is given more than once`

/**
 * For the routes of the plugin `app` is (and no other: Fastify keeps parsers to their plugin), bodies are
 * `application/x-www-form-urlencoded` only, read into an object of strings, at most `bodyLimit` bytes; any
 * other content type is 415. Every other route keeps acceptJsonBodies' JSON.
 */
export function acceptFormBodies(app: FastifyInstance, bodyLimit: number): void {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      // No prototype: a field named __proto__ is a field like any other.
      const fields: Record<string, string> = Object.create(null)
      for (const [name, value] of new URLSearchParams(String(body))) {
        if (Object.hasOwn(fields, name)) return done(new HttpError(400, duplicateFormFieldMessage(name)))
        fields[name] = value
      }
      return done(null, fields)
    },
  )
}
