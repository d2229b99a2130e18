import { Ajv } from 'ajv'
import type { FastifySchema, FastifySchemaCompiler } from 'fastify'

const SHARED_OPTIONS = { useDefaults: true, removeAdditional: true, allErrors: false } as const

/**
 * Query, path and header values are text, so they are coerced to the schema's types (`page=2` is
 * 2); a JSON body already has types, so `"eventId": 12` is refused, not turned into "12".
 */
export function createValidatorCompiler(): FastifySchemaCompiler<FastifySchema> {
  const coercing = new Ajv({ ...SHARED_OPTIONS, coerceTypes: 'array' })
  const strict = new Ajv({ ...SHARED_OPTIONS, coerceTypes: false })
  return ({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema)
}
