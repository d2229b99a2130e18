import { describe, expect, test } from 'vitest'
import { createPortico } from '../client/createPortico'
import { createMemoryStorage } from '../storage/StorageLike'
import { createTestAdapter, mainnet, solanaMainnet, testConnector } from '../test/fixtures'
import type { SiweConfig, SiweCreateMessageArgs, SiweSession } from './siweConfig'

const ADDRESS = '0x1111111111111111111111111111111111111111'

/** A host's AppKit siweConfig, as its docs have it: nonce, message, verification and session on its server. */
function hostSiweConfig({ required = false } = {}) {
  let session: SiweSession | null = null
  const seen: { args?: SiweCreateMessageArgs; verified?: { message: string; signature: string } } = {}
  const config: SiweConfig = {
    getMessageParams: async () => ({
      domain: 'harbour.test',
      uri: 'https://harbour.test',
      statement: 'Welcome',
    }),
    getNonce: async () => 'hostnonce42',
    createMessage: (args) => {
      seen.args = args
      return `${args.domain} wants you to sign in with your Ethereum account:\n${args.address}\nNonce: ${args.nonce}`
    },
    verifyMessage: async ({ message, signature }) => {
      seen.verified = { message, signature }
      const ok = signature === '0xsigned'
      if (ok) session = { address: ADDRESS, chainId: 1 }
      return ok
    },
    getSession: async () => session,
    signOut: async () => {
      session = null
      return true
    },
    required,
  }
  return { config, seen, session: () => session }
}

function setup(siwe: SiweConfig) {
  const evm = createTestAdapter('eip155', [
    { connector: testConnector('eip155', 'io.devnet', 'ANNOUNCED'), address: ADDRESS },
  ])
  const solana = createTestAdapter('solana', [
    {
      connector: testConnector('solana', 'io.devnet', 'ANNOUNCED'),
      address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
    },
  ])
  const client = createPortico({
    projectId: 'p',
    networks: [mainnet, solanaMainnet],
    adapters: [evm.adapter, solana.adapter],
    storage: createMemoryStorage(),
    siweConfig: siwe,
    ui: { mount: () => undefined },
  })
  return { client, evm }
}

describe("AppKit's siweConfig runs the same sign-in (SPEC §5)", () => {
  test("the host's nonce, params and message; its verification keeps the session; no prompt once it has one", async () => {
    const host = hostSiweConfig()
    const { client } = setup(host.config)
    await client.ready
    await client.connect({ namespace: 'eip155', connectorId: 'io.devnet' })
    expect(client.stores.router.getState().view).toBe('SIWXSignMessage')
    expect(host.seen.args).toMatchObject({
      domain: 'harbour.test',
      nonce: 'hostnonce42',
      chainId: 1,
      address: `did:pkh:eip155:1:${ADDRESS}`,
      statement: 'Welcome',
    })
    const text = client.stores.signIn.getState().message?.toString()
    expect(text).toContain('Nonce: hostnonce42')

    expect(await client.signIn()).toBe(true)
    expect(host.seen.verified).toEqual({ message: text, signature: '0xsigned' })
    expect(host.session()).toEqual({ address: ADDRESS, chainId: 1 })

    await client.disconnect()
    expect(host.session()).toBeNull()
  })

  test('a signature the host refuses is an error on the view', async () => {
    const host = hostSiweConfig()
    host.config.verifyMessage = async () => false
    const { client } = setup(host.config)
    await client.ready
    await client.connect({ namespace: 'eip155', connectorId: 'io.devnet' })
    expect(await client.signIn()).toBe(false)
    expect(client.stores.signIn.getState().error).toBe('Error signing message')
  })

  test('SIWE is EVM only: connecting Solana asks nothing', async () => {
    const { client } = setup(hostSiweConfig({ required: true }).config)
    await client.ready
    await client.connect({ namespace: 'solana', connectorId: 'io.devnet' })
    expect(client.stores.router.getState().view).not.toBe('SIWXSignMessage')
  })

  test('required comes from the host config', async () => {
    const { client } = setup(hostSiweConfig({ required: true }).config)
    await client.ready
    await client.connect({ namespace: 'eip155', connectorId: 'io.devnet' })
    expect(client.close()).toBe(false)
  })
})
