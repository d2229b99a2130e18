import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Cloud } from '../startCloud'
import { startTestCloud } from '../test/testCloud'

const LIMIT = 5
const CALL = JSON.stringify({ sender: `0x${'11'.repeat(20)}`, data: '0x9061b923' })

// The gateway signs with its key on every call: one address must not make it sign without end.
describe('the names gateway is rate-limited per client address', () => {
  let cloud: Cloud
  beforeAll(async () => {
    cloud = await startTestCloud('pglite', {
      nameGatewayKey: generatePrivateKey(),
      rateLimits: { dataApi: { maxRequests: LIMIT, windowMs: 60_000 } },
    })
  })
  afterAll(() => cloud?.close())

  test('past the data API limit, one address gets 429 with Retry-After', async () => {
    const answers: Response[] = []
    for (let call = 0; call <= LIMIT; call++) {
      answers.push(
        await fetch(new URL('/v1/profile/gateway', cloud.url), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: CALL,
        }),
      )
    }
    expect(answers.slice(0, LIMIT).map((answer) => answer.status)).not.toContain(429)
    const refused = answers[LIMIT]
    expect(refused?.status).toBe(429)
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
