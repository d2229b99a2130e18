import type { FastifyRequest } from 'fastify'
import type { Project } from '../projects/project'

/** The project of a route whose access is not `open`; the access hook has already checked it. */
export function requireProject(request: FastifyRequest): Project {
  if (!request.project) throw new Error(`route ${request.url} ran without its project`)
  return request.project
}
