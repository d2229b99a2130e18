import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Cloud } from '../startCloud'
import { cloudUrl, DEMO_ORIGIN, startTestCloud } from '../test/testCloud'

const post = (cloud: Cloud, body: string) =>
  fetch(cloudUrl(cloud, '/e'), {
    method: 'POST',
    headers: { origin: DEMO_ORIGIN, 'content-type': 'application/json' },
    body,
  })
const eventWithProps = (propsBytes: number) =>
  JSON.stringify({ eventId: 'big', props: { event: 'MODAL_OPEN', padding: 'x'.repeat(propsBytes - 40) } })

// One page can send events as fast as the analytics limit allows: each must stay small.
describe('POST /e keeps each event small', () => {
  let cloud: Cloud
  beforeAll(async () => {
    cloud = await startTestCloud('pglite')
  })
  afterAll(() => cloud?.close())

  test('props of 8 KB are stored', async () => {
    const response = await post(cloud, eventWithProps(8_000))
    expect(response.status).toBe(202)
  })

  test('props over 8 KB are refused, naming props', async () => {
    const response = await post(cloud, eventWithProps(9_000))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'props too large: at most 8192 bytes of JSON' })
  })

  test('a body of almost 1 MB is refused before it is read whole', async () => {
    const response = await post(cloud, eventWithProps(990_000))
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: 'request body too large' })
  })
})
