import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { INVALID_ADDRESS_MESSAGE } from '../errors'
import type { Cloud } from '../startCloud'
import { BACKENDS, cloudUrl, DEMO_ORIGIN, startTestCloud } from '../test/testCloud'

const NAMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe.each(BACKENDS)('GET /v1/identity on %s', (backend) => {
  let cloud: Cloud
  beforeAll(async () => {
    cloud = await startTestCloud(backend, {
      names: [{ name: 'alice.portico.id', address: NAMED, avatar: 'https://127.0.0.1/alice.png' }],
    })
  })
  afterAll(() => cloud?.close())

  const identity = (address: string) =>
    fetch(cloudUrl(cloud, `/v1/identity/${address}`, { sender: NAMED }), { headers: { origin: DEMO_ORIGIN } })

  test('a named address, in any letter case, gets its name and avatar', async () => {
    const response = await identity(NAMED.toLowerCase())
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ name: 'alice.portico.id', avatar: 'https://127.0.0.1/alice.png' })
  })

  test('an address with no name gets nulls; a malformed one is 400', async () => {
    expect(await (await identity('0x000000000000000000000000000000000000dEaD')).json()).toEqual({
      name: null,
      avatar: null,
    })
    const bad = await identity('not-an-address')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: INVALID_ADDRESS_MESSAGE })
  })
})
