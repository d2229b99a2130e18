import { type Route, requireProject } from '../http/route'

/** SPEC §7: GET /getAnalyticsConfig → { isAnalyticsEnabled }. */
export const analyticsConfigRoute: Route = {
  method: 'GET',
  path: '/getAnalyticsConfig',
  access: 'sdk',
  handle: async (context) => ({ json: { isAnalyticsEnabled: requireProject(context).isAnalyticsEnabled } }),
}
