import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { adminFetch, type SignedIn, signIn } from '../admin/routes/adminTestClient'
import { invalidParameterMessage } from '../errors'
import type { Cloud } from '../startCloud'
import { BACKENDS, cloudUrl, DEMO_ORIGIN, startTestCloud } from '../test/testCloud'

const SECRET = randomBytes(32).toString('hex')
const ADMIN = { username: 'ops', password: 'correct horse battery staple' }
/** More digits than a double holds: the query's coercion makes it Infinity, which no number check refuses. */
const INFINITE_DIGITS = '9'.repeat(330)
/** Deeper than a recursive JSON.stringify reaches (the audit log writes each change as JSON). */
const LEVELS_PAST_ANY_STACK = 20_000
/** A whole number a double holds but a bigint column does not. */
const OVER_BIGINT = '99999999999999999999'

// Inputs the bad-input walk of the OpenAPI document (openApi.badInput.test.ts) found answered with 500:
// text PostgreSQL cannot store (a NUL character in text or JSON, half a surrogate pair in JSON), and
// numbers its bigint columns cannot (Infinity, over 2^63).
describe.each(BACKENDS)('input the database cannot store is refused with 400 naming it, on %s', (backend) => {
  let cloud: Cloud
  let ops: SignedIn
  beforeAll(async () => {
    cloud = await startTestCloud(backend, { adminBootstrapSecret: SECRET })
    await adminFetch(cloud.url, '/admin/v1/bootstrap', { method: 'POST', body: { secret: SECRET, ...ADMIN } })
    ops = await signIn(cloud.url, ADMIN.username, ADMIN.password)
  })
  afterAll(() => cloud?.close())

  const answer = async (response: Response) => ({ status: response.status, body: await response.json() })
  const postEvent = (body: string) =>
    fetch(cloudUrl(cloud, '/e'), {
      method: 'POST',
      headers: { origin: DEMO_ORIGIN, 'content-type': 'application/json' },
      body,
    })

  test('a NUL character in a path parameter', async () => {
    const response = await fetch(cloudUrl(cloud, '/getWalletImage/%00'), { headers: { origin: DEMO_ORIGIN } })
    expect(await answer(response)).toEqual({ status: 400, body: { error: invalidParameterMessage('id') } })
  })

  test('a NUL character in the project id of the query', async () => {
    const response = await fetch(cloudUrl(cloud, '/appkit/v1/config', { projectId: 'demo\u0000' }), {
      headers: { origin: DEMO_ORIGIN },
    })
    expect(await answer(response)).toEqual({
      status: 400,
      body: { error: invalidParameterMessage('projectId') },
    })
  })

  test('a NUL character, or half a surrogate pair, inside an event’s props', async () => {
    for (const text of ['a\u0000b', '\uD800']) {
      const response = await postEvent(JSON.stringify({ eventId: 'odd', props: { note: { text } } }))
      expect(await answer(response)).toEqual({
        status: 400,
        body: { error: invalidParameterMessage('props.note.text') },
      })
    }
  })

  test.each([
    ['/admin/v1/audit', 'limit', INFINITE_DIGITS],
    ['/admin/v1/audit', 'before', INFINITE_DIGITS],
    ['/admin/v1/audit', 'before', OVER_BIGINT],
    ['/admin/v1/projects/portico-demo/errors', 'limit', INFINITE_DIGITS],
    ['/admin/v1/projects/portico-demo/errors', 'before', OVER_BIGINT],
  ])('%s?%s= a number out of range', async (path, name, value) => {
    const response = await adminFetch(cloud.url, `${path}?${name}=${value}`, { session: ops.session })
    expect(await answer(response)).toEqual({ status: 400, body: { error: invalidParameterMessage(name) } })
  })

  test('an event’s timestamp past any date', async () => {
    const response = await postEvent('{"eventId":"late","timestamp":1e308,"props":{}}')
    expect(await answer(response)).toEqual({
      status: 400,
      body: { error: invalidParameterMessage('timestamp') },
    })
  })

  test('an unknown field nested deeper than any JSON the cloud reads', async () => {
    const deep = `${'{"a":'.repeat(LEVELS_PAST_ANY_STACK)}1${'}'.repeat(LEVELS_PAST_ANY_STACK)}`
    const response = await adminFetch(cloud.url, '/admin/v1/projects/portico-demo/features', {
      method: 'PATCH',
      session: ops.session,
      csrf: ops.csrf,
      body: `{"email":true,"extra":${deep}}`,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: expect.stringMatching(/^invalid parameter: extra(\.a)+$/),
    })
  })

  test('a body of 64 levels of objects is read, of 65 refused', async () => {
    // The body is the first level, so props as n - 1 objects, each inside the one before, makes n levels.
    const nested = (levels: number) => `${'{"a":'.repeat(levels - 1)}1${'}'.repeat(levels - 1)}`
    const at = async (levels: number) =>
      answer(await postEvent(`{"eventId":"deep","props":${nested(levels)}}`))
    expect(await at(64)).toEqual({ status: 202, body: { stored: true } })
    expect(await at(65)).toEqual({
      status: 400,
      body: { error: invalidParameterMessage(['props', ...Array(63).fill('a')].join('.')) },
    })
  })

  test('an ordinary event with unicode props is still stored', async () => {
    const response = await postEvent(JSON.stringify({ eventId: 'fine', props: { text: 'é 𝕏 🦊 \u202E' } }))
    expect(await answer(response)).toEqual({ status: 202, body: { stored: true } })
  })
})
