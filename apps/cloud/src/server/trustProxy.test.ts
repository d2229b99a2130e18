import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Cloud } from '../startCloud'
import { type ForwardingProxy, startForwardingProxy } from '../test/startForwardingProxy'
import { FRAME_ORIGIN, SDK_QUERY, startTestCloud } from '../test/testCloud'
import { checkTrustProxy, parseTrustProxy } from './trustProxy'

const VERIFY_PATH = `/v1/embedded/email/verify?${new URLSearchParams(SDK_QUERY)}`
// A well-formed guess: the auth limit counts it whatever the code's fate.
const GUESS = JSON.stringify({ challengeId: 'guess', email: 'victim@example.com', otp: '000000' })

/**
 * One POST of a guessed code from `localAddress` (127.0.0.0/8 is all loopback), with the headers given and the
 * frame's Origin (the embedded routes answer only the secure frame).
 */
function postGuess(base: string, headers: Record<string, string> = {}, localAddress = '127.0.0.1') {
  const url = new URL(VERIFY_PATH, base)
  return new Promise<number>((resolve, reject) => {
    const sent = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', origin: FRAME_ORIGIN, ...headers },
      },
      (answer) => {
        answer.resume()
        answer.on('end', () => resolve(answer.statusCode ?? 0))
      },
    )
    sent.on('error', reject)
    sent.end(GUESS)
  })
}

// The auth family allows 10 a minute per project and client address (constants.ts RATE_LIMITS).
async function guessTwenty(base: string, from: string): Promise<number[]> {
  const statuses: number[] = []
  for (let index = 0; index < 20; index++) {
    statuses.push(await postGuess(base, { 'x-forwarded-for': `203.0.113.${index}` }, from))
  }
  return statuses
}
const LIMITED_FROM_THE_ELEVENTH = [...Array(10).fill('counted'), ...Array(10).fill(429)]
const limitShape = (statuses: number[]) => statuses.map((status) => (status === 429 ? 429 : 'counted'))

describe.each([
  ['one proxy hop (trustProxy 1)', 1],
  ['the proxy by address (trustProxy 127.0.0.1)', ['127.0.0.1']],
] as const)('behind %s, the per-IP limits count the address the proxy saw', (_name, trustProxy) => {
  let cloud: Cloud
  let proxy: ForwardingProxy
  beforeAll(async () => {
    cloud = await startTestCloud('pglite', { trustProxy })
    proxy = await startForwardingProxy(cloud.url)
  })
  afterAll(async () => {
    await proxy?.close()
    await cloud?.close()
  })

  test('twenty guesses from one client, each with a different forged X-Forwarded-For, meet 429 from the eleventh on', async () => {
    expect(limitShape(await guessTwenty(proxy.url, '127.0.0.2'))).toEqual(LIMITED_FROM_THE_ELEVENTH)
  })

  test('another client behind the same proxy is counted apart', async () => {
    expect(await postGuess(proxy.url, {}, '127.0.0.3')).not.toBe(429)
  })
})

describe('with the proxy named by address, a client that reaches the cloud directly', () => {
  let cloud: Cloud
  beforeAll(async () => {
    cloud = await startTestCloud('pglite', { trustProxy: ['127.0.0.1'] })
  })
  afterAll(() => cloud?.close())

  test('is counted under its own address whatever X-Forwarded-For it writes', async () => {
    expect(limitShape(await guessTwenty(cloud.url, '127.0.0.4'))).toEqual(LIMITED_FROM_THE_ELEVENTH)
  })
})

const TRUE_REFUSED = (source: string) =>
  `${source} cannot be true: that trusts every X-Forwarded-For entry, the left-most of which the client writes; give the number of proxies in front of the cloud (1 behind nginx) or their addresses/CIDRs`
const EVERY_ADDRESS_REFUSED = (source: string, entry: string) =>
  `${source} cannot trust "${entry}": that is every address, so any client could name its own; list the proxies' own addresses or CIDRs`
const NO_ADDRESS_REFUSED = (source: string, shown: string) =>
  `${source} cannot trust ${shown}: it is no IP address or CIDR (host names are not looked up); give a proxy's address such as 127.0.0.1, a CIDR such as 10.0.0.0/8, or the number of proxies`

describe('the trust-proxy setting', () => {
  test('takes a hop count or comma-separated proxy addresses/CIDRs', () => {
    expect(parseTrustProxy('2')).toBe(2)
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ])
  })

  test.each([
    [true, TRUE_REFUSED('trustProxy')],
    [-1, 'trustProxy takes a whole number of proxies from 0 to 16, got -1'],
    [17, 'trustProxy takes a whole number of proxies from 0 to 16, got 17'],
    [1.5, 'trustProxy takes a whole number of proxies from 0 to 16, got 1.5'],
    [[], 'trustProxy takes a number of proxies or a list of their addresses/CIDRs, got an empty list'],
    ['10.0.0.1', 'trustProxy takes a number of proxies or a list of their addresses/CIDRs, got "10.0.0.1"'],
    [['10.0.0.0/33'], NO_ADDRESS_REFUSED('trustProxy', '"10.0.0.0/33"')],
    [['nginx'], NO_ADDRESS_REFUSED('trustProxy', '"nginx"')],
    [['10.0.0.1', 8], NO_ADDRESS_REFUSED('trustProxy', '8')],
    [['*'], EVERY_ADDRESS_REFUSED('trustProxy', '*')],
    [['0.0.0.0/0'], EVERY_ADDRESS_REFUSED('trustProxy', '0.0.0.0/0')],
    [['10.0.0.1', '::/0'], EVERY_ADDRESS_REFUSED('trustProxy', '::/0')],
  ])('refuses %j, saying what was given, why and what to write instead', (value, message) => {
    expect(() => checkTrustProxy(value)).toThrow(new Error(message))
  })

  test.each([
    ['true', TRUE_REFUSED('--trust-proxy')],
    ['*', EVERY_ADDRESS_REFUSED('--trust-proxy', '*')],
    ['10.0.0.1,0.0.0.0/0', EVERY_ADDRESS_REFUSED('--trust-proxy', '0.0.0.0/0')],
    ['127.0.0.1,nginx', NO_ADDRESS_REFUSED('--trust-proxy', '"nginx"')],
    ['1.5', NO_ADDRESS_REFUSED('--trust-proxy', '"1.5"')],
    ['17', '--trust-proxy takes a whole number of proxies from 0 to 16, got 17'],
  ])('--trust-proxy %s is refused naming the flag', (value, message) => {
    expect(() => parseTrustProxy(value)).toThrow(new Error(message))
  })

  test('a cloud started with trustProxy true is refused before it listens', async () => {
    await expect(startTestCloud('pglite', { trustProxy: true as unknown as number })).rejects.toThrow(
      new Error(TRUE_REFUSED('trustProxy')),
    )
  })

  // Trusting every address would let a client that reaches the cloud directly write the address its limits count.
  test.each(['0.0.0.0/0', '::/0'])(
    'a cloud started trusting %s is refused before it listens',
    async (everyAddress) => {
      await expect(startTestCloud('pglite', { trustProxy: ['127.0.0.1', everyAddress] })).rejects.toThrow(
        new Error(EVERY_ADDRESS_REFUSED('trustProxy', everyAddress)),
      )
    },
  )
})
