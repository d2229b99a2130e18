import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { HttpError } from '../errors'
import { sdkQuery, withErrors } from '../server/commonSchemas'
import { requireProject } from '../server/requireProject'

/** One event's props as stored JSON: SPEC §7's fields (an error's stack trace the largest) fit well within it. */
export const ANALYTICS_PROPS_MAX_BYTES = 8_192
/** The furthest a JS Date reaches either side of the epoch (ECMA-262's time value range); the column is a bigint. */
const MAX_DATE_MS = 8_640_000_000_000_000
/** The whole body: the props, the URL and the rest; anything bigger is refused unread (413). */
const ANALYTICS_EVENT_MAX_BODY_BYTES = 16_384
export const PROPS_TOO_LARGE_MESSAGE = `props too large: at most ${ANALYTICS_PROPS_MAX_BYTES} bytes of JSON`

const EventBody = Type.Object({
  eventId: Type.String({ minLength: 1, maxLength: 128 }),
  url: Type.Optional(Type.String({ maxLength: 2_048 })),
  domain: Type.Optional(Type.String({ maxLength: 253 })),
  timestamp: Type.Optional(
    Type.Number({ minimum: -MAX_DATE_MS, maximum: MAX_DATE_MS, description: 'Milliseconds since the epoch' }),
  ),
  props: Type.Object({}, { additionalProperties: true, description: 'The event and its fields' }),
})

/**
 * SPEC §7: POST /e stores one analytics event (eventId, url, domain, timestamp, props). A page the
 * project does not allow gets 403 'origin not allowed' from the access hook (SPEC §7 note).
 */
export const analyticsEventsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/e',
    {
      schema: {
        summary: 'Store one analytics event',
        querystring: sdkQuery({}),
        body: EventBody,
        response: withErrors({ 202: Type.Object({ stored: Type.Boolean() }) }),
      },
      config: { access: 'sdk', rateLimitFamily: 'analytics' },
      bodyLimit: ANALYTICS_EVENT_MAX_BODY_BYTES,
    },
    async (request, reply) => {
      const project = requireProject(request)
      const body = request.body
      const props = JSON.stringify(body.props)
      if (Buffer.byteLength(props) > ANALYTICS_PROPS_MAX_BYTES)
        throw new HttpError(400, PROPS_TOO_LARGE_MESSAGE)
      if (!project.isAnalyticsEnabled) return reply.status(202).send({ stored: false })
      await app.services.db.query(
        `insert into analytics_events (project_id, event_id, origin, url, domain, client_timestamp, props, received_at)
         values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)`,
        [
          project.id,
          body.eventId,
          request.headers.origin ?? null,
          body.url ?? null,
          body.domain ?? null,
          body.timestamp === undefined ? null : Math.trunc(body.timestamp),
          props,
          new Date(app.services.now()),
        ],
      )
      return reply.status(202).send({ stored: true })
    },
  )
}
