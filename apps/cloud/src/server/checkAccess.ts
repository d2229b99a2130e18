import type { FastifyRequest } from 'fastify'
import { HttpError, missingParameterMessage } from '../errors'
import { authoriseProject } from './authoriseProject'
import { requireFrameOrigin } from './requireFrameOrigin'
import { isSdkAccess } from './routeConfig'
import { validationMessage } from './validationMessage'

/**
 * The access hook (preValidation, before the rate limit and the handler): the query is checked
 * first, so a missing SDK parameter is named even when the body is bad too, then the project and
 * the page origin (SPEC §6).
 */
export async function checkAccess(request: FastifyRequest): Promise<void> {
  const access = request.routeOptions.config.access
  if (!isSdkAccess(access)) return
  const validateQuery = request.getValidationFunction('querystring')
  if (validateQuery && !validateQuery(request.query)) {
    const [first] = validateQuery.errors ?? []
    if (first) throw new HttpError(400, validationMessage(first, 'query'))
  }
  const query = request.query as { projectId?: string }
  const body = request.body as { projectId?: unknown } | undefined
  const projectId =
    query.projectId ??
    (access === 'projectIdInBody' && typeof body?.projectId === 'string' ? body.projectId : undefined)
  if (!projectId) throw new HttpError(400, missingParameterMessage('projectId'))
  const origin = request.headers.origin
  if (access === 'frame') requireFrameOrigin(request.server.services.frameOrigin, origin)
  request.project = await authoriseProject(request.server.services, {
    projectId,
    origin,
    checkOrigin: access === 'sdk' || access === 'projectIdInBody',
  })
}
