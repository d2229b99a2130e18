import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import type { Hex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { answerSessionRequest, type TestWalletChain } from './answerSessionRequest'
import { answerSolanaRequest, toSolanaKey } from './answerSolanaRequest'
import {
  INTERNAL_ERROR_CODE,
  TEST_WALLET_BITCOIN_METHODS,
  TEST_WALLET_COSMOS_METHODS,
  TEST_WALLET_EVENTS,
  TEST_WALLET_METHODS,
  TEST_WALLET_POLKADOT_METHODS,
  TEST_WALLET_PROJECT_ID,
  TEST_WALLET_SOLANA_METHODS,
  type TestWalletBitcoinMethod,
  type TestWalletCosmosMethod,
  type TestWalletMethod,
  type TestWalletPolkadotMethod,
  type TestWalletSolanaMethod,
  UNSUPPORTED_METHOD_CODE,
  UNSUPPORTED_METHOD_MESSAGE,
} from './constants'
import { createBitcoinPart, type WalletConnectBitcoinOptions } from './createBitcoinPart'
import { createCosmosPart, type WalletConnectCosmosOptions } from './createCosmosPart'
import { createMemoryKeyValueStorage } from './createMemoryKeyValueStorage'
import { createPolkadotPart, type WalletConnectPolkadotOptions } from './createPolkadotPart'
import { TestWalletRefusalError } from './TestWalletRefusalError'
import { UserRejectedError } from './UserRejectedError'

type ProposalEvent = { id: number; params: Parameters<typeof buildApprovedNamespaces>[0]['proposal'] }

export type WalletConnectTestWalletOptions = {
  /** The relay's WebSocket URL. */
  relayUrl: string
  privateKeys: readonly Hex[]
  /** Each eip155 chain the wallet serves, with the RPC it sends transactions to. */
  chains: readonly TestWalletChain[]
  /** Solana accounts too: 32-byte ed25519 secret keys, offered on these CAIP-2 chains (no RPC needed to sign). */
  solana?: { secretKeys: readonly Uint8Array[]; chains: readonly string[] }
  /**
   * Bitcoin too: the payment (BIP-84) and ordinals (BIP-86) keys of a mnemonic on `network`, offered on
   * the CAIP-2 `chain` (e.g. regtest's `bip122:0f9188f13cb7b2c71f2a335e3a4fc328`).
   */
  bitcoin?: WalletConnectBitcoinOptions
  /** Polkadot too: two sr25519 accounts of a mnemonic (`//0`, `//1`) on these CAIP-2 chains. */
  polkadot?: WalletConnectPolkadotOptions
  /** Cosmos too: a mnemonic's secp256k1 account on these CAIP-2 chains, each with its bech32 prefix. */
  cosmos?: WalletConnectCosmosOptions
  projectId?: string
}

/** A request the wallet answered (or refused), in order, for tests to read. */
export type AnsweredRequest = { method: string; chainId: string; error?: string }

let walletCount = 0

/** A method the test wallet does not answer (EIP-1193's 4200). */
export class UnsupportedMethodError extends Error {
  override name = 'UnsupportedMethodError'
  constructor() {
    super(UNSUPPORTED_METHOD_MESSAGE)
  }
}

function isTestWalletMethod(method: string): method is TestWalletMethod {
  return (TEST_WALLET_METHODS as readonly string[]).includes(method)
}

function isTestWalletSolanaMethod(method: string): method is TestWalletSolanaMethod {
  return (TEST_WALLET_SOLANA_METHODS as readonly string[]).includes(method)
}

function isTestWalletBitcoinMethod(method: string): method is TestWalletBitcoinMethod {
  return (TEST_WALLET_BITCOIN_METHODS as readonly string[]).includes(method)
}

function isTestWalletPolkadotMethod(method: string): method is TestWalletPolkadotMethod {
  return (TEST_WALLET_POLKADOT_METHODS as readonly string[]).includes(method)
}

function isTestWalletCosmosMethod(method: string): method is TestWalletCosmosMethod {
  return (TEST_WALLET_COSMOS_METHODS as readonly string[]).includes(method)
}

/** WalletConnect's code and message for an error the wallet answers a request with. */
function errorResponse(error: unknown): { code: number; message: string } {
  const message = error instanceof Error ? error.message : String(error)
  if (error instanceof UserRejectedError) return { code: error.code, message }
  if (error instanceof UnsupportedMethodError) return { code: UNSUPPORTED_METHOD_CODE, message }
  if (error instanceof TestWalletRefusalError) return { code: error.code, message }
  return { code: INTERNAL_ERROR_CODE, message }
}

/**
 * A WalletConnect wallet for Node that a test drives like a person holding a phone: it pairs from a
 * URI, approves or rejects the next proposal, answers signing and sending requests with real keys,
 * and disconnects.
 */
export async function createWalletConnectTestWallet(options: WalletConnectTestWalletOptions) {
  const accounts: PrivateKeyAccount[] = options.privateKeys.map((key) => privateKeyToAccount(key))
  const solanaKeys = (options.solana?.secretKeys ?? []).map(toSolanaKey)
  const bitcoin = options.bitcoin ? createBitcoinPart(options.bitcoin) : undefined
  const polkadot = options.polkadot ? await createPolkadotPart(options.polkadot) : undefined
  const cosmos = options.cosmos ? await createCosmosPart(options.cosmos) : undefined
  // Loaded here, not at import: its storage reads window.localStorage when evaluated, and a page that
  // installs only the injected wallet (the demo) must not run it, nor fail where storage is refused.
  const { SignClient } = await import('@walletconnect/sign-client')
  const client = await SignClient.init({
    projectId: options.projectId ?? TEST_WALLET_PROJECT_ID,
    relayUrl: options.relayUrl,
    customStoragePrefix: `portico-test-wallet-${++walletCount}`,
    storage: createMemoryKeyValueStorage(),
    telemetryEnabled: false,
    logger: 'error',
    metadata: {
      name: 'Portico Test Wallet',
      description: 'A WalletConnect wallet for tests',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
  // Verify lives on an outside server; this wallet only ever meets dapps on the local stack.
  const verify: { resolve: (params: never) => Promise<unknown> } = client.core.verify
  verify.resolve = async () => undefined

  const proposals: ProposalEvent[] = []
  const waiting: Array<(proposal: ProposalEvent) => void> = []
  const answered: AnsweredRequest[] = []

  client.on('session_proposal', ({ id, params }) => {
    const event: ProposalEvent = { id, params }
    const next = waiting.shift()
    if (next) next(event)
    else proposals.push(event)
  })

  client.on('session_request', async ({ id, topic, params }) => {
    const { request, chainId } = params
    const respond = (response: { result: unknown } | { error: { code: number; message: string } }) =>
      client.respond({ topic, response: { id, jsonrpc: '2.0', ...response } })
    const answer = async (): Promise<unknown> => {
      if (isTestWalletMethod(request.method)) {
        return answerSessionRequest(
          { method: request.method, params: request.params, chainId },
          accounts,
          options.chains,
        )
      }
      if (isTestWalletSolanaMethod(request.method)) {
        return answerSolanaRequest({ method: request.method, params: request.params }, solanaKeys)
      }
      if (bitcoin && chainId.startsWith('bip122:') && isTestWalletBitcoinMethod(request.method)) {
        return bitcoin.answer({ method: request.method, params: request.params })
      }
      if (polkadot && chainId.startsWith('polkadot:') && isTestWalletPolkadotMethod(request.method)) {
        return polkadot.answer({ method: request.method, params: request.params })
      }
      if (cosmos && chainId.startsWith('cosmos:') && isTestWalletCosmosMethod(request.method)) {
        return cosmos.answer({ method: request.method, params: request.params, chainId })
      }
      throw new UnsupportedMethodError()
    }
    try {
      const result = await answer()
      answered.push({ method: request.method, chainId })
      return respond({ result })
    } catch (error) {
      const response = errorResponse(error)
      answered.push({ method: request.method, chainId, error: response.message })
      return respond({ error: response })
    }
  })

  function nextProposal(): Promise<ProposalEvent> {
    const queued = proposals.shift()
    if (queued) return Promise.resolve(queued)
    return new Promise((resolve) => waiting.push(resolve))
  }

  const supportedNamespaces: Parameters<typeof buildApprovedNamespaces>[0]['supportedNamespaces'] = {
    eip155: {
      chains: options.chains.map(({ chainId }) => `eip155:${chainId}`),
      methods: [...TEST_WALLET_METHODS],
      events: [...TEST_WALLET_EVENTS],
      accounts: options.chains.flatMap(({ chainId }) =>
        accounts.map(({ address }) => `eip155:${chainId}:${address}`),
      ),
    },
  }
  if (options.solana && solanaKeys.length > 0) {
    supportedNamespaces.solana = {
      chains: [...options.solana.chains],
      methods: [...TEST_WALLET_SOLANA_METHODS],
      events: [],
      accounts: options.solana.chains.flatMap((chain) =>
        solanaKeys.map(({ address }) => `${chain}:${address}`),
      ),
    }
  }

  // The session's accounts: the first external address of each key (WalletConnect's account rule).
  if (bitcoin) supportedNamespaces.bip122 = bitcoin.supported
  if (polkadot) supportedNamespaces.polkadot = polkadot.supported
  if (cosmos) supportedNamespaces.cosmos = cosmos.supported

  return {
    /** The wallet's addresses, in the order of its keys. */
    addresses: accounts.map(({ address }) => address),
    /** Its Solana addresses (base58), in the order of its keys. */
    solanaAddresses: solanaKeys.map(({ address }) => address),
    /** Its Bitcoin payment and ordinals addresses (of the account in use), in that order. */
    get bitcoinAddresses() {
      return bitcoin?.addresses ?? []
    },
    /** Its Polkadot addresses (SS58), in the order of its keys. */
    polkadotAddresses: polkadot?.addresses ?? [],
    /** Its Cosmos address (bech32) on each of its Cosmos chains, in the order of the chains. */
    cosmosAddresses: cosmos?.addresses ?? [],
    /** The user's side of the next Polkadot signature: refuse it (USER_REJECTED) or take their time. */
    polkadot: polkadot?.controls,
    /** The user's side of the next Cosmos signature: refuse it (USER_REJECTED) or take their time. */
    cosmos: cosmos?.controls,
    /**
     * The user's side of the next Bitcoin signature (rejectNext, delayNext), and `switchAccount(n)`: the user
     * moves to account n, whose addresses every session with bip122 hears (bip122_addressesChanged).
     */
    bitcoin: bitcoin && {
      ...bitcoin.controls,
      async switchAccount(account: number): Promise<void> {
        const event = bitcoin.switchAccount(account)
        for (const session of client.session.getAll()) {
          const [chainId] = session.namespaces.bip122?.chains ?? []
          if (chainId) await client.emit({ topic: session.topic, event, chainId })
        }
      },
    },
    /** Every request answered or refused so far. */
    answered,
    /** Scans the QR code: pairs with the dapp that offered `uri`. */
    async pair(uri: string): Promise<void> {
      await client.pair({ uri })
    },
    /**
     * Approves the next session proposal (waiting for it if none has arrived) with every account on every
     * chain; given `only`, just those namespaces, as a user who unticks the others.
     */
    async approveNext(only?: readonly string[]): Promise<{ topic: string }> {
      const proposal = await nextProposal()
      const approved = Object.fromEntries(
        Object.entries(supportedNamespaces).filter(([namespace]) => !only || only.includes(namespace)),
      )
      const namespaces = buildApprovedNamespaces({ proposal: proposal.params, supportedNamespaces: approved })
      const { acknowledged } = await client.approve({ id: proposal.id, namespaces })
      const session = await acknowledged()
      return { topic: session.topic }
    },
    /** Rejects the next session proposal, as a user tapping "Reject" would. */
    async rejectNext(): Promise<void> {
      const proposal = await nextProposal()
      await client.reject({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
    },
    /** Topics of the sessions the wallet holds. */
    sessionTopics(): string[] {
      return client.session.getAll().map(({ topic }) => topic)
    },
    /** Ends one session, or every session when no topic is given, as the user would from the wallet. */
    async disconnect(topic?: string): Promise<void> {
      const topics = topic ? [topic] : client.session.getAll().map((session) => session.topic)
      for (const ending of topics) {
        await client.disconnect({ topic: ending, reason: getSdkError('USER_DISCONNECTED') })
      }
    },
    /** Closes the relay socket and timers. */
    async close(): Promise<void> {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose().catch(() => undefined)
    },
  }
}

export type WalletConnectTestWallet = Awaited<ReturnType<typeof createWalletConnectTestWallet>>
