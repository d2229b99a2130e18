import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { invalidParameterMessage } from '../errors'
import type { Cloud } from '../startCloud'
import { BACKENDS, cloudUrl, DEMO_ORIGIN, startTestCloud } from '../test/testCloud'

// Inputs the bad-input walk of the OpenAPI document (openApi.badInput.test.ts) found answered with 500:
// text PostgreSQL cannot store (a NUL character in text or JSON, half a surrogate pair in JSON).
describe.each(BACKENDS)('input the database cannot store is refused with 400 naming it, on %s', (backend) => {
  let cloud: Cloud
  beforeAll(async () => {
    cloud = await startTestCloud(backend)
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

  test('an ordinary event with unicode props is still stored', async () => {
    const response = await postEvent(JSON.stringify({ eventId: 'fine', props: { text: 'é 𝕏 🦊 \u202E' } }))
    expect(await answer(response)).toEqual({ status: 202, body: { stored: true } })
  })
})
