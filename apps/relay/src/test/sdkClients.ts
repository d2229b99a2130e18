import { SignClient } from '@walletconnect/sign-client'
import { createMemoryStorage } from './memoryStorage'

// The SDK's own switch for tests: Verify (verify.walletconnect.org) and the pulse INIT event are
// skipped when IS_VITEST is "true"; telemetryEnabled: false below stops the rest of pulse.
process.env.IS_VITEST = 'true'

export type SdkClient = InstanceType<typeof SignClient>
type Namespaces = Parameters<SdkClient['approve']>[0]['namespaces']
export type SdkSession = Awaited<ReturnType<Awaited<ReturnType<SdkClient['connect']>>['approval']>>
export type SdkPair = { dapp: SdkClient; wallet: SdkClient; session: SdkSession }

export const CHAIN = 'eip155:31337'
export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const NAMESPACES: Namespaces = {
  eip155: {
    chains: [CHAIN],
    accounts: [`${CHAIN}:${ADDRESS}`],
    methods: ['personal_sign'],
    events: ['accountsChanged'],
  },
}
export const OPTIONAL_NAMESPACES = {
  eip155: { chains: [CHAIN], methods: ['personal_sign'], events: ['accountsChanged'] },
}

let clientCount = 0
const created: SdkClient[] = []

/** A real sign-client on `relayUrl`, with its own storage and prefix so several share one process. */
export async function createSdkClient(role: 'dapp' | 'wallet', relayUrl: string): Promise<SdkClient> {
  const client = await SignClient.init({
    projectId: 'portico-relay-test',
    relayUrl,
    customStoragePrefix: `${role}-${++clientCount}`,
    storage: createMemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: {
      name: `Portico ${role}`,
      description: `Portico relay test ${role}`,
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
  created.push(client)
  return client
}

/** Dapp connect → wallet pair → wallet approves: the settled session as the dapp sees it. */
export async function pairSdkClients(dappRelayUrl: string, walletRelayUrl = dappRelayUrl): Promise<SdkPair> {
  const dapp = await createSdkClient('dapp', dappRelayUrl)
  const wallet = await createSdkClient('wallet', walletRelayUrl)
  wallet.on('session_proposal', async (proposal) => {
    await wallet.approve({ id: proposal.id, namespaces: NAMESPACES })
  })
  const { uri, approval } = await dapp.connect({ optionalNamespaces: OPTIONAL_NAMESPACES })
  if (!uri) throw new Error('connect() gave no pairing URI')
  await wallet.pair({ uri })
  const session = await approval()
  return { dapp, wallet, session }
}

/** The wallet answers personal_sign with a value derived from the params, so the dapp can check it. */
export function answerPersonalSign(wallet: SdkClient): void {
  wallet.on('session_request', async ({ id, topic, params }) => {
    const [message, address] = params.request.params as [string, string]
    await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: `signed:${message}:${address}` } })
  })
}

/** Stops every client made here: heartbeat timers and sockets. */
export async function closeSdkClients(): Promise<void> {
  for (const client of created.splice(0)) {
    client.core.heartbeat.stop()
    await client.core.relayer.transportClose().catch(() => undefined)
  }
}
