import { type Route, requireProject } from '../http/route'

/** SPEC §7: GET /projects/v1/origins → { allowedOrigins }; readable from any origin so a page can check itself. */
export const projectOriginsRoute: Route = {
  method: 'GET',
  path: '/projects/v1/origins',
  access: 'sdkAnyOrigin',
  handle: async (context) => ({ json: { allowedOrigins: requireProject(context).allowedOrigins } }),
}
