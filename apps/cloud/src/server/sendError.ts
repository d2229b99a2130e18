import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import {
  BODY_TOO_LARGE_MESSAGE,
  HttpError,
  INTERNAL_ERROR_MESSAGE,
  INVALID_JSON_MESSAGE,
  UNSUPPORTED_MEDIA_TYPE_MESSAGE,
} from '../errors'
import { validationMessage } from './validationMessage'

/** SPEC §8: error bodies carry one message the client matches on. */
export function errorBody(message: string): { error: string } {
  return { error: message }
}

/** The one error handler: every failure becomes `{ error }` with its status; the unexpected are logged. */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const [first] = error.validation ?? []
  if (first)
    return reply.status(400).send(errorBody(validationMessage(first, error.validationContext ?? 'body')))
  if (error instanceof HttpError)
    return reply
      .status(error.status)
      .headers(error.headers)
      .send({ ...error.details, ...errorBody(error.message) })
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return reply.status(413).send(errorBody(BODY_TOO_LARGE_MESSAGE))
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return reply.status(400).send(errorBody(INVALID_JSON_MESSAGE))
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return reply.status(415).send(errorBody(UNSUPPORTED_MEDIA_TYPE_MESSAGE))
  }
  if (error instanceof SyntaxError) return reply.status(400).send(errorBody(INVALID_JSON_MESSAGE))
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) return reply.status(status).send(errorBody(error.message))
  request.log.error({ err: error }, 'request_failed')
  return reply.status(500).send(errorBody(INTERNAL_ERROR_MESSAGE))
}
