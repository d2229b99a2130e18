import type { Route } from './route'

export type RouteMatch = { route: Route; params: Record<string, string> }

/** The routes whose path pattern matches `path` (any method), with their decoded `:name` values. */
export function matchRoutes(routes: readonly Route[], path: string): RouteMatch[] {
  const segments = path.split('/')
  const matches: RouteMatch[] = []
  for (const route of routes) {
    const pattern = route.path.split('/')
    if (pattern.length !== segments.length) continue
    const params: Record<string, string> = {}
    const matched = pattern.every((part, index) => {
      const segment = segments[index] ?? ''
      if (part.startsWith(':')) {
        const value = decodeSegment(segment)
        if (value === undefined || value === '') return false
        params[part.slice(1)] = value
        return true
      }
      return part === segment
    })
    if (matched) matches.push({ route, params })
  }
  return matches
}

/** A malformed escape (`%E0%A4%A`) matches no route instead of failing the request. */
function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}
