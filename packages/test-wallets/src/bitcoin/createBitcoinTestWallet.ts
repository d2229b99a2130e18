import { DEVNET_WALLET_ICON, DEVNET_WALLET_NAME } from '../evm/constants'
import { promptControls, promptUser } from '../evm/walletState'
import {
  BITCOIN_PROVIDER_PATH,
  BITCOIN_TEST_WALLET_NETWORKS,
  type BitcoinTestWalletNetwork,
  bitcoinCoinType,
  SATS_CONNECT_ERROR_CODES,
} from './constants'
import { type BitcoinKey, deriveBitcoinKeys } from './deriveBitcoinKeys'
import { signBip322, signEcdsa } from './signBitcoinMessage'
import { signPsbt } from './signPsbt'

export type CreateBitcoinTestWalletParameters = {
  /** The BIP-39 mnemonic the keys come from, e.g. @portico/devnet's DEVNET_MNEMONIC. */
  mnemonic: string
  /** The network the wallet is on; Regtest by default. */
  network?: BitcoinTestWalletNetwork
  /** The site was trusted before (a reload): wallet_getAccount answers with no prompt. */
  granted?: boolean
}

type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string } }

type Listener = (payload: unknown) => void

/** A wallet's refusal in sats-connect's JSON-RPC shape. */
export class BitcoinWalletError extends Error {
  override name = 'BitcoinWalletError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export type BitcoinTestWallet = ReturnType<typeof createBitcoinTestWallet>

/**
 * A real Bitcoin wallet for tests and the demo, speaking sats-connect's JSON-RPC (`request(method,
 * params)`) as a WBIP004 provider does: BIP-32 keys from a mnemonic, a P2WPKH payment and a P2TR
 * ordinals address, BIP-322 and ECDSA message signing, PSBT signing; prompts are replaced by
 * rejectNext and delayNext. It shows the EVM wallet's name and icon, so all are one multi-chain wallet.
 */
export function createBitcoinTestWallet({
  mnemonic,
  network = 'Regtest',
  granted = false,
}: CreateBitcoinTestWalletParameters) {
  const keysByNetwork = new Map<BitcoinTestWalletNetwork, [BitcoinKey, BitcoinKey]>()
  const keysOn = (name: BitcoinTestWalletNetwork) => {
    let keys = keysByNetwork.get(name)
    if (!keys) {
      keys = deriveBitcoinKeys(mnemonic, BITCOIN_TEST_WALLET_NETWORKS[name], bitcoinCoinType(name))
      keysByNetwork.set(name, keys)
    }
    return keys
  }
  const state = {
    network,
    granted,
    connected: false,
    rejectNextPrompt: false,
    nextPromptDelay: undefined as Promise<void> | undefined,
  }
  const listeners = new Map<string, Set<Listener>>()
  const requests: { method: string; params: unknown }[] = []
  let nextId = 0

  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }
  const addressesOf = (purposes: readonly string[]) =>
    keysOn(state.network)
      .filter((key) => purposes.includes(key.purpose))
      .map(({ address, publicKey, purpose, addressType }) => ({ address, publicKey, purpose, addressType }))
  const networkResult = () => ({ bitcoin: { name: state.network }, stacks: { name: state.network } })
  const authorized = () => {
    if (!state.connected) {
      throw new BitcoinWalletError(SATS_CONNECT_ERROR_CODES.accessDenied, 'The site is not connected')
    }
    return keysOn(state.network)
  }
  const keyOf = (address: unknown) => {
    const key = authorized().find((candidate) => candidate.address === address)
    if (!key)
      throw new BitcoinWalletError(SATS_CONNECT_ERROR_CODES.invalidParams, `Unknown address ${address}`)
    return key
  }

  const handle = async (method: string, params: Record<string, unknown>): Promise<unknown> => {
    switch (method) {
      case 'wallet_connect':
      case 'getAccounts': {
        await promptUser(state)
        state.granted = true
        state.connected = true
        // sats-connect 4's connect may name a network: the user moves there while approving, if the wallet can.
        const wanted = params.network as BitcoinTestWalletNetwork | undefined
        if (wanted && wanted !== state.network && wanted in BITCOIN_TEST_WALLET_NETWORKS)
          switchNetwork(wanted)
        const purposes = (params.addresses ?? params.purposes ?? ['payment']) as string[]
        const addresses = addressesOf(purposes)
        return method === 'getAccounts' ? addresses : { addresses, network: networkResult() }
      }
      case 'wallet_getAccount': {
        if (!state.granted) {
          throw new BitcoinWalletError(SATS_CONNECT_ERROR_CODES.accessDenied, 'The site is not trusted')
        }
        state.connected = true
        return { addresses: addressesOf(['payment', 'ordinals']), network: networkResult() }
      }
      case 'wallet_getNetwork':
        return networkResult()
      case 'wallet_disconnect':
      case 'wallet_renouncePermissions':
        state.connected = false
        state.granted = false
        return null
      case 'wallet_changeNetwork': {
        const name = params.name as BitcoinTestWalletNetwork
        if (!(name in BITCOIN_TEST_WALLET_NETWORKS)) {
          throw new BitcoinWalletError(SATS_CONNECT_ERROR_CODES.invalidParams, `Unsupported network ${name}`)
        }
        await promptUser(state)
        switchNetwork(name)
        return null
      }
      case 'signMessage': {
        const key = keyOf(params.address)
        const message = String(params.message)
        const protocol = params.protocol ?? (key.addressType === 'p2tr' ? 'BIP322' : 'ECDSA')
        if (protocol === 'ECDSA' && key.addressType === 'p2tr') {
          throw new BitcoinWalletError(SATS_CONNECT_ERROR_CODES.invalidParams, 'ECDSA needs a P2WPKH address')
        }
        await promptUser(state)
        const signature =
          protocol === 'ECDSA'
            ? signEcdsa(key, message)
            : signBip322(key, message, BITCOIN_TEST_WALLET_NETWORKS[state.network])
        return { signature, messageHash: '', address: key.address, protocol }
      }
      case 'signPsbt': {
        const keys = authorized()
        if (params.broadcast) {
          throw new BitcoinWalletError(SATS_CONNECT_ERROR_CODES.invalidParams, 'This wallet cannot broadcast')
        }
        await promptUser(state)
        return {
          psbt: signPsbt(String(params.psbt), (params.signInputs ?? {}) as Record<string, number[]>, keys),
        }
      }
      default:
        // sendTransfer needs UTXOs and a node to broadcast to, which this wallet does not have.
        throw new BitcoinWalletError(
          SATS_CONNECT_ERROR_CODES.methodNotFound,
          `Method not supported: ${method}`,
        )
    }
  }

  const switchNetwork = (name: BitcoinTestWalletNetwork) => {
    state.network = name
    emit('networkChange', networkResult())
    if (state.connected) emit('accountChange', { addresses: addressesOf(['payment', 'ordinals']) })
  }

  /** The WBIP004 provider: sats-connect's `request`, answering JSON-RPC responses as Xverse does. */
  const provider = {
    async request(method: string, params?: unknown): Promise<JsonRpcResponse> {
      requests.push({ method, params })
      const id = String(nextId++)
      try {
        return { jsonrpc: '2.0', id, result: await handle(method, (params ?? {}) as Record<string, unknown>) }
      } catch (error) {
        const code =
          error instanceof BitcoinWalletError
            ? error.code
            : (error as { code?: number }).code === 4001
              ? SATS_CONNECT_ERROR_CODES.userRejected
              : -32603
        return { jsonrpc: '2.0', id, error: { code, message: (error as Error).message } }
      }
    },
    addListener(event: string, listener: Listener): () => void {
      const set = listeners.get(event) ?? new Set<Listener>()
      listeners.set(event, set)
      set.add(listener)
      return () => {
        set.delete(listener)
      }
    },
  }

  return {
    provider,
    /** The WBIP004 entry to push onto `window.btc_providers`. */
    providerInfo: { id: BITCOIN_PROVIDER_PATH, name: DEVNET_WALLET_NAME, icon: DEVNET_WALLET_ICON },
    requests: requests as readonly { method: string; params: unknown }[],
    get network() {
      return state.network
    },
    get keys() {
      return keysOn(state.network)
    },
    get granted() {
      return state.granted
    },
    get connected() {
      return state.connected
    },
    ...promptControls(state),
    /** The user disconnects the site in the wallet: trust is revoked and `disconnect` fires. */
    disconnect() {
      state.connected = false
      state.granted = false
      emit('disconnect', undefined)
    },
    /** The user moves the wallet to another network; a connected site hears networkChange and accountChange. */
    switchNetwork,
  }
}
