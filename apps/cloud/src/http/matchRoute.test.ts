import { describe, expect, test } from 'vitest'
import { matchRoutes } from './matchRoute'
import type { Route } from './route'

const route = (method: Route['method'], path: string): Route => ({
  method,
  path,
  access: 'open',
  handle: async () => ({}),
})

describe('matchRoutes', () => {
  const routes = [route('GET', '/getWalletImage/:id'), route('GET', '/v1/'), route('POST', '/v1/')]

  test('decodes named segments', () => {
    const [match] = matchRoutes(routes, '/getWalletImage/meta%20mask')
    expect(match?.params).toEqual({ id: 'meta mask' })
  })

  test('returns every method of one path, and nothing for an empty segment or another path', () => {
    expect(matchRoutes(routes, '/v1/').map((match) => match.route.method)).toEqual(['GET', 'POST'])
    expect(matchRoutes(routes, '/getWalletImage/')).toEqual([])
    expect(matchRoutes(routes, '/v1')).toEqual([])
    expect(matchRoutes(routes, '/getWalletImage/%E0%A4%A')).toEqual([])
  })
})
