import { HttpError, invalidParameterMessage, missingParameterMessage } from '../errors'
import { type Route, requireProject } from '../http/route'

type EventBody = { eventId?: unknown; url?: unknown; domain?: unknown; timestamp?: unknown; props?: unknown }

/**
 * SPEC §7: POST /e stores one analytics event (eventId, url, domain, timestamp, props). A page the
 * project does not allow gets 403 'origin not allowed' from the pipeline (SPEC §7 note).
 */
export const analyticsEventsRoute: Route = {
  method: 'POST',
  path: '/e',
  access: 'sdk',
  handle: async (context) => {
    const project = requireProject(context)
    const body = (await context.readJson()) as EventBody | null
    if (typeof body !== 'object' || body === null) throw new HttpError(400, invalidParameterMessage('body'))
    if (typeof body.eventId !== 'string' || body.eventId === '') {
      throw new HttpError(400, missingParameterMessage('eventId'))
    }
    if (typeof body.props !== 'object' || body.props === null)
      throw new HttpError(400, missingParameterMessage('props'))
    if (!project.isAnalyticsEnabled) return { status: 202, json: { stored: false } }
    await context.services.db.query(
      `insert into analytics_events (project_id, event_id, origin, url, domain, client_timestamp, props, received_at)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)`,
      [
        project.id,
        body.eventId,
        context.origin ?? null,
        typeof body.url === 'string' ? body.url : null,
        typeof body.domain === 'string' ? body.domain : null,
        typeof body.timestamp === 'number' ? Math.trunc(body.timestamp) : null,
        JSON.stringify(body.props),
        new Date(context.services.now()),
      ],
    )
    return { status: 202, json: { stored: true } }
  },
}
