import type { IncomingMessage, ServerResponse } from 'node:http'
import { isOriginAllowed } from '@portico/core'
import {
  HttpError,
  INTERNAL_ERROR_MESSAGE,
  INVALID_PROJECT_ID_MESSAGE,
  METHOD_NOT_ALLOWED_MESSAGE,
  missingParameterMessage,
  NOT_FOUND_MESSAGE,
  ORIGIN_NOT_ALLOWED_MESSAGE,
  RATE_LIMITED_MESSAGE,
} from '../errors'
import { findProject } from '../projects/findProject'
import type { Project } from '../projects/project'
import type { CloudServices } from '../services'
import { matchRoutes } from './matchRoute'
import { readJsonBody } from './readJsonBody'
import type { Route, RouteAccess, RouteContext } from './route'
import { errorBody, sendResponse } from './sendResponse'

/** SPEC §7: sdk type, sdk version and project id on every call. */
const SDK_PARAMETERS = ['projectId', 'st', 'sv'] as const

function requiredParameters(access: RouteAccess): readonly string[] {
  switch (access) {
    case 'sdk':
    case 'sdkAnyOrigin':
      return SDK_PARAMETERS
    case 'projectId':
      return ['projectId']
    case 'open':
      return []
  }
}

export type HandleRequestOptions = { trustProxy: boolean }

/** The pipeline of every request: route, CORS, parameters, project, origin, rate limit, handler. */
export function createRequestHandler(
  routes: readonly Route[],
  services: CloudServices,
  options: HandleRequestOptions,
) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const started = services.now()
    const url = new URL(request.url ?? '/', 'http://cloud.invalid')
    const method = request.method ?? 'GET'
    const origin = typeof request.headers.origin === 'string' ? request.headers.origin : undefined
    const ip = clientIp(request, options.trustProxy)
    // Error bodies are readable by any page, so a client can show why it was refused (SPEC §8).
    const errorCors: Record<string, string> = origin
      ? { 'access-control-allow-origin': origin, vary: 'Origin' }
      : {}
    let status = 500
    try {
      const matches = matchRoutes(routes, url.pathname)
      if (matches.length === 0) throw new HttpError(404, NOT_FOUND_MESSAGE)
      if (method === 'OPTIONS') {
        status = 204
        sendResponse(
          response,
          { status },
          preflightHeaders(
            request,
            origin,
            matches.map((m) => m.route.method),
          ),
        )
        return
      }
      const match = matches.find((candidate) => candidate.route.method === method)
      if (!match) {
        throw new HttpError(405, METHOD_NOT_ALLOWED_MESSAGE, {
          allow: matches.map((m) => m.route.method).join(', '),
        })
      }
      const { route, params } = match
      const project = await authorise(route.access, url.searchParams, origin, ip, services)
      const context: RouteContext = {
        method,
        path: url.pathname,
        query: url.searchParams,
        params,
        headers: request.headers,
        origin,
        ip,
        project,
        readJson: () => readJsonBody(request),
        services,
      }
      const answer = await route.handle(context)
      status = answer.status ?? 200
      sendResponse(response, answer, origin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {})
    } catch (error) {
      if (error instanceof HttpError) {
        status = error.status
        sendResponse(response, { status, json: errorBody(error.message) }, { ...errorCors, ...error.headers })
      } else {
        status = 500
        services.logger.error('request_failed', {
          method,
          path: url.pathname,
          error: error instanceof Error ? error.message : String(error),
        })
        sendResponse(response, { status, json: errorBody(INTERNAL_ERROR_MESSAGE) }, errorCors)
      }
    } finally {
      services.logger.info('request', { method, path: url.pathname, status, ms: services.now() - started })
    }
  }
}

/** Checks parameters, then the project, origin and rate limit; returns the project. */
async function authorise(
  access: RouteAccess,
  query: URLSearchParams,
  origin: string | undefined,
  ip: string,
  services: CloudServices,
): Promise<Project | undefined> {
  for (const name of requiredParameters(access)) {
    if (!query.get(name)) throw new HttpError(400, missingParameterMessage(name))
  }
  if (access === 'open') return undefined
  return authoriseProject(services, {
    projectId: query.get('projectId') ?? '',
    origin,
    ip,
    checkOrigin: access !== 'sdkAnyOrigin',
  })
}

export type AuthoriseProjectParameters = {
  projectId: string
  origin: string | undefined
  ip: string
  checkOrigin: boolean
}

/** The project of a call, or 401 invalid key / 403 origin not allowed / 429 rate limited. */
export async function authoriseProject(
  services: CloudServices,
  { projectId, origin, ip, checkOrigin }: AuthoriseProjectParameters,
): Promise<Project> {
  const project = await findProject(services.db, projectId)
  if (!project) throw new HttpError(401, INVALID_PROJECT_ID_MESSAGE)
  // A call without an Origin header comes from a server or a tool, not a page: nothing to check.
  if (checkOrigin && origin !== undefined && !isOriginAllowed(origin, project.allowedOrigins)) {
    throw new HttpError(403, ORIGIN_NOT_ALLOWED_MESSAGE)
  }
  const verdict = services.rateLimiter.check(`${project.id}|${ip}`)
  if (!verdict.allowed) {
    throw new HttpError(429, RATE_LIMITED_MESSAGE, { 'retry-after': String(verdict.retryAfterSeconds) })
  }
  return project
}

/** Preflights pass for every known path; the real request is then checked and refused readably. */
function preflightHeaders(
  request: IncomingMessage,
  origin: string | undefined,
  methods: string[],
): Record<string, string> {
  const requested = request.headers['access-control-request-headers']
  return {
    ...(origin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {}),
    'access-control-allow-methods': [...new Set([...methods, 'OPTIONS'])].join(', '),
    'access-control-allow-headers': typeof requested === 'string' ? requested : 'content-type',
    'access-control-max-age': '600',
  }
}

function clientIp(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for']
  if (trustProxy && typeof forwarded === 'string') return forwarded.split(',')[0]?.trim() ?? 'unknown'
  return request.socket.remoteAddress ?? 'unknown'
}
