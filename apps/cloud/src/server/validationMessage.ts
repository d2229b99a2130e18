import type { FastifySchemaValidationError } from 'fastify/types/schema'
import { invalidParameterMessage, missingParameterMessage } from '../errors'

/** The 400 message of a failed schema check, naming the parameter (`missing parameter: sv`, `invalid parameter: page`). */
export function validationMessage(error: FastifySchemaValidationError, part: string): string {
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    return missingParameterMessage(error.params.missingProperty)
  }
  const path = error.instancePath.split('/').filter(Boolean).join('.')
  return invalidParameterMessage(path || part)
}
