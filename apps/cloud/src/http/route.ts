import type { IncomingHttpHeaders } from 'node:http'
import type { Project } from '../projects/project'
import type { CloudServices } from '../services'

/**
 * Who may call a route. SPEC §7: every call carries projectId, st (sdk type) and sv (sdk version).
 * - `sdk`: all three required, the caller's origin must be one the project allows.
 * - `sdkAnyOrigin`: all three required, any origin (the client reads this to check its own origin).
 * - `projectId`: only projectId (the JSON-RPC endpoint pattern `/v1/?chainId=&projectId=`), origin checked.
 * - `open`: nothing required (health).
 */
export type RouteAccess = 'sdk' | 'sdkAnyOrigin' | 'projectId' | 'open'

export type RouteContext = {
  method: string
  path: string
  query: URLSearchParams
  params: Record<string, string>
  headers: IncomingHttpHeaders
  origin: string | undefined
  ip: string
  /** Present on every route whose access is not `open`. */
  project: Project | undefined
  readJson: () => Promise<unknown>
  services: CloudServices
}

export type RouteResponse = {
  status?: number
  json?: unknown
  body?: Uint8Array | string
  contentType?: string
  headers?: Record<string, string>
}

export type Route = {
  method: 'GET' | 'POST'
  /** A path with `:name` segments, e.g. `/getWalletImage/:id`. */
  path: string
  access: RouteAccess
  handle: (context: RouteContext) => Promise<RouteResponse>
}

/** The project of a route whose access is not `open`; the pipeline has already checked it. */
export function requireProject(context: RouteContext): Project {
  if (!context.project) throw new Error(`route ${context.path} ran without its project`)
  return context.project
}
