import { Ajv, type ValidateFunction } from 'ajv'
import type { FastifySchema, FastifySchemaCompiler } from 'fastify'
import { findUnstorableValue } from './findUnstorableValue'

const SHARED_OPTIONS = { useDefaults: true, removeAdditional: true, allErrors: false } as const

/** A validator that also refuses text and numbers the database cannot store, as a schema error at the field, so 400 names it. */
function refusingUnstorableValues(validate: ValidateFunction): ValidateFunction {
  const check = ((data: unknown) => {
    if (!validate(data)) {
      check.errors = validate.errors
      return false
    }
    const instancePath = findUnstorableValue(data)
    check.errors =
      instancePath === undefined
        ? null
        : [
            {
              keyword: 'unstorableValue',
              instancePath,
              schemaPath: '#',
              params: {},
              message: 'a value the database cannot store',
            },
          ]
    return instancePath === undefined
  }) as ValidateFunction
  return Object.assign(check, { schema: validate.schema, schemaEnv: validate.schemaEnv })
}

/**
 * Query, path and header values are text, so they are coerced to the schema's types (`page=2` is
 * 2); a JSON body already has types, so `"eventId": 12` is refused, not turned into "12".
 */
export function createValidatorCompiler(): FastifySchemaCompiler<FastifySchema> {
  const coercing = new Ajv({ ...SHARED_OPTIONS, coerceTypes: 'array' })
  const strict = new Ajv({ ...SHARED_OPTIONS, coerceTypes: false })
  return ({ schema, httpPart }) =>
    refusingUnstorableValues((httpPart === 'body' ? strict : coercing).compile(schema))
}
