import type { Route } from '../http/route'

/** Liveness and readiness: answers 200 once the database answers a query. */
export const healthRoute: Route = {
  method: 'GET',
  path: '/health',
  access: 'open',
  handle: async ({ services }) => {
    await services.db.query('select 1')
    return { json: { status: 'ok', database: services.db.kind } }
  },
}
