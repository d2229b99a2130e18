import { isOriginAllowed } from '@portico/core'
import { HttpError, INVALID_PROJECT_ID_MESSAGE, ORIGIN_NOT_ALLOWED_MESSAGE } from '../errors'
import type { Project } from '../projects/project'
import type { CloudServices } from '../services'

export type AuthoriseProjectParameters = {
  projectId: string
  origin: string | undefined
  checkOrigin: boolean
}

/** The project of a call, or 401 invalid key / 403 origin not allowed (SPEC §8 wording). */
export async function authoriseProject(
  services: Pick<CloudServices, 'projects'>,
  { projectId, origin, checkOrigin }: AuthoriseProjectParameters,
): Promise<Project> {
  const project = await services.projects.find(projectId)
  if (!project) throw new HttpError(401, INVALID_PROJECT_ID_MESSAGE)
  // A call without an Origin header comes from a server or a tool, not a page: nothing to check.
  // SPEC §6: the page origin must be in the project's allowed origins.
  if (checkOrigin && origin !== undefined && !isOriginAllowed(origin, project.allowedOrigins)) {
    throw new HttpError(403, ORIGIN_NOT_ALLOWED_MESSAGE)
  }
  return project
}
