import { type Route, requireProject } from '../http/route'
import { listProjectFeatures } from '../projects/findProject'

/** SPEC §7: GET /appkit/v1/config → { features: [{ id, isEnabled, config }] } for the project. */
export const appkitConfigRoute: Route = {
  method: 'GET',
  path: '/appkit/v1/config',
  access: 'sdk',
  handle: async (context) => {
    const project = requireProject(context)
    return { json: { features: await listProjectFeatures(context.services.db, project.id) } }
  },
}
