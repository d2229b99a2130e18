import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type CloudProcess, startCloudProcess } from '../../../../cloudProcess.shared'
import { createPortico } from '../client/createPortico'
import { mainnet } from '../test/fixtures'
import { createTestAdapter, testConnector, userRejection } from '../testing/createTestAdapter'
import { AccountNameFormError } from './AccountNameFormError'
import { NameServiceError } from './NameServiceError'
import { registerAccountName } from './registerAccountName'
import { suggestAccountNames } from './suggestAccountNames'

const ZONE = 'portico.test'
let cloud: CloudProcess

beforeAll(async () => {
  cloud = await startCloudProcess({ args: ['--name-zone', ZONE] })
}, 60_000)
afterAll(async () => {
  await cloud?.stop()
})

/** A client connected on Ethereum with a wallet whose key really signs (a viem local account). */
async function connectedClient({ apiUrl = cloud.url }: { apiUrl?: string } = {}) {
  const signer = privateKeyToAccount(generatePrivateKey())
  const evm = createTestAdapter(
    'eip155',
    [
      {
        connector: testConnector('eip155', 'io.metamask'),
        address: signer.address,
        chainId: 1,
        balance: '1',
      },
    ],
    { signMessage: ({ message }) => signer.signMessage({ message }) },
  )
  const client = createPortico({
    projectId: 'portico-demo',
    apiUrl,
    nameZone: ZONE,
    networks: [mainnet],
    adapters: [evm.adapter],
    features: { analytics: false },
  })
  await client.ready
  await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
  client.stores.router.getState().push('RegisterAccountName')
  const events: string[] = []
  client.subscribeEvents((event) => events.push(event.name))
  return { client, evm, signer, events }
}

const uniqueLabel = () => `alice-${Math.random().toString(36).slice(2, 8)}`

describe('suggestAccountNames', () => {
  test('the typed name first, free, then free alternatives of the zone', async () => {
    const { client } = await connectedClient()
    const label = uniqueLabel()
    const suggestions = await suggestAccountNames(client, label)
    expect(suggestions[0]).toEqual({ name: `${label}.${ZONE}`, registered: false })
    expect(suggestions.length).toBeGreaterThan(1)
    for (const suggestion of suggestions) expect(suggestion.name.endsWith(`.${ZONE}`)).toBe(true)
  })

  test('a name under 4 characters or with other characters is refused before any request', async () => {
    // No cloud listens on port 9 of this machine: only a check made before asking it can answer.
    const { client } = await connectedClient()
    const offline = createPortico({
      projectId: 'portico-demo',
      apiUrl: 'http://127.0.0.1:9',
      networks: [mainnet],
    })
    await expect(suggestAccountNames(offline, 'bob')).rejects.toMatchObject({ issue: 'tooShort' })
    await expect(suggestAccountNames(offline, 'bob_smith')).rejects.toMatchObject({
      issue: 'invalidCharacters',
    })
    await expect(suggestAccountNames(client, 'abc')).rejects.toThrow(AccountNameFormError)
  })
})

describe('registerAccountName', () => {
  test('signs, registers, stores the profile name and shows the success view (SPEC §4)', async () => {
    const { client, evm, signer, events } = await connectedClient()
    const label = uniqueLabel()
    const name = `${label}.${ZONE}`
    await expect(registerAccountName(client, label)).resolves.toBe(name)
    const signed = evm.calls.find((call) => call.startsWith('signMessage:'))
    const message = JSON.parse(signed?.slice('signMessage:'.length) ?? '{}')
    expect(message).toEqual({ name, attributes: {}, timestamp: expect.any(Number) })
    expect(Math.abs(message.timestamp - Date.now() / 1000)).toBeLessThan(5)
    expect(client.getAccount()?.profileName).toBe(name)
    expect(client.stores.router.getState()).toMatchObject({
      view: 'RegisterAccountNameSuccess',
      data: { accountName: name },
    })
    expect(events).toEqual(['REGISTER_ACCOUNT_NAME_INITIATED', 'REGISTER_ACCOUNT_NAME_SUCCESS'])
    // The cloud holds it for this address, under the chain's coin type (chain id 1 OR 0x80000000) and 60.
    const profile = await (
      await fetch(`${cloud.url}/v1/profile/account/${name}?projectId=portico-demo&st=portico&sv=0.0.0`)
    ).json()
    expect(profile.addresses[String(0x80000001)].address.toLowerCase()).toBe(signer.address.toLowerCase())
    expect((await suggestAccountNames(client, label))[0]).toEqual({ name, registered: true })
  })

  test('a name taken by another account gives the server’s reason and free names to pick', async () => {
    const first = await connectedClient()
    const label = uniqueLabel()
    await registerAccountName(first.client, label)
    const second = await connectedClient()
    const refusal = await registerAccountName(second.client, label).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(NameServiceError)
    expect((refusal as NameServiceError).shortMessage).toBe(`Name is already registered: ${label}.${ZONE}`)
    const { suggestions } = refusal as NameServiceError
    expect(suggestions.length).toBeGreaterThan(0)
    expect(suggestions.some((suggestion) => !suggestion.registered)).toBe(true)
    expect(second.client.getAccount()?.profileName).toBeUndefined()
    expect(second.client.stores.router.getState().view).toBe('RegisterAccountName')
    expect(second.events).toEqual(['REGISTER_ACCOUNT_NAME_INITIATED', 'REGISTER_ACCOUNT_NAME_ERROR'])
  })

  test('a refusal in the wallet stays on the form and registers nothing', async () => {
    const { client, evm, events } = await connectedClient()
    const label = uniqueLabel()
    evm.failNext(userRejection())
    await expect(registerAccountName(client, label)).rejects.toMatchObject({ code: 4001 })
    expect(client.stores.router.getState().view).toBe('RegisterAccountName')
    expect(client.getAccount()?.profileName).toBeUndefined()
    expect(events).toEqual(['REGISTER_ACCOUNT_NAME_INITIATED', 'REGISTER_ACCOUNT_NAME_ERROR'])
    expect((await suggestAccountNames(client, label))[0]?.registered).toBe(false)
    // Nothing was lost: the same name registers at the next try.
    await expect(registerAccountName(client, label)).resolves.toBe(`${label}.${ZONE}`)
  })

  test('anything but a client made by createPortico is refused clearly', async () => {
    await expect(registerAccountName({} as never, uniqueLabel())).rejects.toThrow(
      'Expected a Portico client made by createPortico',
    )
  })

  test('a 3-character name is refused before the wallet is asked', async () => {
    const { client, evm, events } = await connectedClient()
    await expect(registerAccountName(client, 'bob')).rejects.toMatchObject({ issue: 'tooShort' })
    expect(evm.calls.some((call) => call.startsWith('signMessage:'))).toBe(false)
    expect(events).toEqual([])
  })

  test('a cloud that does not answer gives SPEC §8’s fallback with the name', async () => {
    const { client } = await connectedClient({ apiUrl: 'http://127.0.0.1:9' })
    const label = uniqueLabel()
    await expect(registerAccountName(client, label)).rejects.toThrow(
      `Error registering name ${label}.${ZONE}`,
    )
  })
})
