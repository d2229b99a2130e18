import { getCoinType } from '@portico/core'
import type { Hex } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Cloud } from '../startCloud'
import { BACKENDS, cloudUrl, DEMO_ORIGIN, startTestCloud } from '../test/testCloud'

const ZONE = 'portico.test'
const COIN_TYPE = getCoinType(1)
const newAccount = () => privateKeyToAccount(generatePrivateKey())
const uniqueLabel = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`
const nowSeconds = () => Math.floor(Date.now() / 1000)

type RegisterBody = { coin_type: number; address: string; message: string; signature: Hex }

async function signedRegistration(
  account: PrivateKeyAccount,
  name: string,
  timestamp = nowSeconds(),
): Promise<RegisterBody> {
  const message = JSON.stringify({ name, attributes: {}, timestamp })
  return {
    coin_type: COIN_TYPE,
    address: account.address,
    message,
    signature: await account.signMessage({ message }),
  }
}

describe.each(BACKENDS)('SPEC §7 profile routes on %s', (backend) => {
  let cloud: Cloud
  beforeAll(async () => {
    cloud = await startTestCloud(backend, { nameZone: ZONE })
  })
  afterAll(() => cloud?.close())

  const post = async (body: unknown) => {
    const response = await fetch(cloudUrl(cloud, '/v1/profile/account'), {
      method: 'POST',
      headers: { origin: DEMO_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const get = async (path: string, query: Record<string, string> = {}) => {
    const response = await fetch(cloudUrl(cloud, path, query), { headers: { origin: DEMO_ORIGIN } })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  test('a signed name registers, then looks up, reverses, shows as identity and is taken in suggestions', async () => {
    const owner = newAccount()
    const label = uniqueLabel('alice')
    const name = `${label}.${ZONE}`
    const registered = await post(await signedRegistration(owner, name))
    expect(registered.status).toBe(200)
    expect(registered.body).toMatchObject({
      success: true,
      name,
      attributes: {},
      addresses: {
        '60': { address: owner.address },
        [String(COIN_TYPE)]: { address: owner.address },
      },
    })

    const lookup = await get(`/v1/profile/account/${name}`, { apiVersion: '2' })
    expect(lookup.status).toBe(200)
    const { success: _success, ...profile } = registered.body
    expect(lookup.body).toEqual(profile)
    expect((await get(`/v1/profile/account/${name.toUpperCase()}`)).body).toEqual(profile)
    expect(
      (await get(`/v1/profile/reverse/${owner.address.toLowerCase()}`, { apiVersion: '2' })).body,
    ).toEqual([profile])
    expect((await get(`/v1/identity/${owner.address}`)).body).toEqual({ name, avatar: null })

    const suggestions = await get(`/v1/profile/suggestions/${label}`, { zone: ZONE })
    expect(suggestions.status).toBe(200)
    const list = suggestions.body.suggestions as { name: string; registered: boolean }[]
    expect(list[0]).toEqual({ name, registered: true })
    expect(list).toHaveLength(5)
    for (const suggestion of list.slice(1)) {
      expect(suggestion.registered).toBe(false)
      expect(suggestion.name).toMatch(new RegExp(`^${label}[a-z0-9-]+\\.portico\\.test$`))
    }
  })

  test('a free name is suggested as not registered; a name nobody holds is 404 with a reason', async () => {
    const label = uniqueLabel('free')
    const suggestions = await get(`/v1/profile/suggestions/${label}`)
    expect((suggestions.body.suggestions as unknown[])[0]).toEqual({
      name: `${label}.${ZONE}`,
      registered: false,
    })
    const missing = await get(`/v1/profile/account/${label}.${ZONE}`)
    expect(missing).toEqual({
      status: 404,
      body: {
        error: `Name is not found: ${label}.${ZONE}`,
        status: 'FAILED',
        reasons: [{ field: 'name', description: `Name is not found: ${label}.${ZONE}` }],
      },
    })
    expect((await get(`/v1/profile/reverse/${newAccount().address}`)).body).toEqual([])
  })

  test('a taken name is refused with suggestions, whatever its case', async () => {
    const name = `${uniqueLabel('taken')}.${ZONE}`
    expect((await post(await signedRegistration(newAccount(), name))).status).toBe(200)
    for (const attempt of [name, name.toUpperCase().replace('.PORTICO.TEST', `.${ZONE}`)]) {
      const refused = await post(await signedRegistration(newAccount(), attempt))
      expect(refused.status).toBe(409)
      expect(refused.body).toMatchObject({
        error: `Name is already registered: ${name}`,
        status: 'FAILED',
        reasons: [{ field: 'name', description: `Name is already registered: ${name}` }],
      })
      const suggestions = refused.body.suggestions as { name: string; registered: boolean }[]
      expect(suggestions[0]).toEqual({ name, registered: true })
      expect(suggestions.slice(1).every((entry) => !entry.registered)).toBe(true)
    }
  })

  test('names against SPEC §5, another zone, a stale or future timestamp and a bad coin type are refused', async () => {
    const account = newAccount()
    const cases: [RegisterBody, number, string][] = [
      [await signedRegistration(account, `bob.${ZONE}`), 400, 'Invalid name length: bob.portico.test'],
      [await signedRegistration(account, `bob_by.${ZONE}`), 400, 'Invalid name format: bob_by.portico.test'],
      [
        await signedRegistration(account, `${uniqueLabel('zone')}.reown.id`),
        400,
        'Name is not in the allowed zones',
      ],
      [
        await signedRegistration(account, `${uniqueLabel('old')}.${ZONE}`, nowSeconds() - 60),
        400,
        'Signature timestamp',
      ],
      [
        await signedRegistration(account, `${uniqueLabel('new')}.${ZONE}`, nowSeconds() + 60),
        400,
        'Signature timestamp',
      ],
      [
        { ...(await signedRegistration(account, `${uniqueLabel('coin')}.${ZONE}`)), coin_type: 501 },
        400,
        'Unsupported coin type: 501',
      ],
    ]
    for (const [body, status, message] of cases) {
      const refused = await post(body)
      expect(refused.status, message).toBe(status)
      expect(refused.body.error).toContain(message)
    }
    const suggestions = await get('/v1/profile/suggestions/bob')
    expect(suggestions.status).toBe(400)
    expect((await get('/v1/profile/suggestions/alice', { zone: 'reown.id' })).status).toBe(400)
  })

  test('a signature by another key, or over another message, does not register', async () => {
    const owner = newAccount()
    const name = `${uniqueLabel('sig')}.${ZONE}`
    const byStranger = await signedRegistration(newAccount(), name)
    const refused = await post({ ...byStranger, address: owner.address })
    expect(refused.status).toBe(401)
    expect(refused.body.error).toBe('Signature validation error: the message is not signed by the address')
    const signed = await signedRegistration(owner, name)
    const otherName = `${uniqueLabel('sig')}.${ZONE}`
    const altered = signed.message.replace(name, otherName)
    expect((await post({ ...signed, message: altered })).status).toBe(401)
    expect((await get(`/v1/profile/account/${name}`)).status).toBe(404)
    expect((await get(`/v1/profile/account/${otherName}`)).status).toBe(404)
  })

  test('the same signed registration sent again is refused as a replay', async () => {
    const body = await signedRegistration(newAccount(), `${uniqueLabel('replay')}.${ZONE}`)
    expect((await post(body)).status).toBe(200)
    const replayed = await post(body)
    expect(replayed.status).toBe(409)
    expect(replayed.body.error).toBe(
      'This signed registration was already used: sign a new message to register again',
    )
  })

  test('two registrations of one name at once: exactly one wins (a database constraint)', async () => {
    for (let round = 0; round < 3; round++) {
      const name = `${uniqueLabel('race')}.${ZONE}`
      const [first, second] = [newAccount(), newAccount()]
      const bodies = await Promise.all([signedRegistration(first, name), signedRegistration(second, name)])
      const answers = await Promise.all(bodies.map(post))
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
      const winner = answers.find((answer) => answer.status === 200)?.body.addresses as Record<
        string,
        { address: string }
      >
      const stored = await get(`/v1/profile/account/${name}`)
      expect((stored.body.addresses as Record<string, { address: string }>)['60']?.address).toBe(
        winner['60']?.address,
      )
    }
    // The same signed body twice at once also registers once.
    const body = await signedRegistration(newAccount(), `${uniqueLabel('twice')}.${ZONE}`)
    const twice = await Promise.all([post(body), post(body)])
    expect(twice.map((answer) => answer.status).sort()).toEqual([200, 409])
  })
})
