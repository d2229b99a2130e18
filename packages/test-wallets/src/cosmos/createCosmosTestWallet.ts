import { makeCosmoshubPath, makeSignDoc, Secp256k1HdWallet, type StdSignDoc } from '@cosmjs/amino'
import { fromBech32, toBase64 } from '@cosmjs/encoding'
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { promptControls, promptUser } from '../evm/walletState'
import {
  COSMOS_REQUEST_REJECTED,
  COSMOS_TEST_WALLET_DEFAULT_CHAIN,
  COSMOS_TEST_WALLET_KEYSTORE_EVENT,
} from './constants'
import { isAdr36SignDoc } from './isAdr36SignDoc'

/** The part of Keplr's ChainInfo this wallet needs: the id, a name and the account prefix. */
export type CosmosTestWalletChainInfo = {
  chainId: string
  chainName: string
  bech32Config: { bech32PrefixAccAddr: string }
  [field: string]: unknown
}

/** Keplr's `Key`: the account of one chain. */
export type CosmosTestWalletKey = {
  name: string
  algo: 'secp256k1'
  pubKey: Uint8Array
  address: Uint8Array
  bech32Address: string
  isNanoLedger: boolean
  isKeystone: boolean
}

export type CosmosDirectSignDoc = {
  bodyBytes: Uint8Array
  authInfoBytes: Uint8Array
  chainId: string
  accountNumber: bigint
}

export type CreateCosmosTestWalletParameters = {
  mnemonic: string
  /** HD account indexes on Cosmos' path m/44'/118'/0'/0/i; the first is active, `switchAccount` picks another. */
  accountIndexes?: readonly number[]
  /** Where keystore change events fire (the page's window). */
  target?: EventTarget
  /** The event's name: Keplr's by default. */
  keystoreChangeEvent?: string
  /** Chain ids the site was granted on an earlier visit (a reload): enable answers them with no prompt. */
  granted?: readonly string[]
  /** Chains suggested on an earlier visit, which the wallet still knows. */
  suggested?: readonly CosmosTestWalletChainInfo[]
}

export type CosmosTestWallet = ReturnType<typeof createCosmosTestWallet>

const rejected = () => new Error(COSMOS_REQUEST_REJECTED)

/**
 * A Keplr-compatible provider for tests and the demo: real secp256k1 keys from a mnemonic (cosmjs HD
 * wallets), the user's prompts replaced by rejectNext / delayNext, and the user's account switch by
 * `switchAccount`, which fires the keystore change event as Keplr does.
 */
export function createCosmosTestWallet({
  mnemonic,
  accountIndexes = [0, 1],
  target,
  keystoreChangeEvent = COSMOS_TEST_WALLET_KEYSTORE_EVENT,
  granted = [],
  suggested = [],
}: CreateCosmosTestWalletParameters) {
  if (accountIndexes.length === 0) throw new RangeError('The Cosmos wallet needs at least one account')
  const chains = new Map<string, CosmosTestWalletChainInfo>([
    [COSMOS_TEST_WALLET_DEFAULT_CHAIN.chainId, { ...COSMOS_TEST_WALLET_DEFAULT_CHAIN }],
    ...suggested.map((chain) => [chain.chainId, chain] as const),
  ])
  const enabled = new Set(granted)
  const state = {
    active: 0,
    rejectNextPrompt: false,
    nextPromptDelay: undefined as Promise<void> | undefined,
  }
  const requests: { method: string; params: unknown[] }[] = []
  const hdPaths = accountIndexes.map((index) => makeCosmoshubPath(index))
  const aminoWallets = new Map<string, Promise<Secp256k1HdWallet>>()
  const directWallets = new Map<string, Promise<DirectSecp256k1HdWallet>>()

  // Keplr refuses with "Request rejected"; the shared prompt refuses with EIP-1193's 4001.
  const prompt = () => promptUser(state).catch(() => Promise.reject(rejected()))
  const chainOf = (chainId: string) => {
    const chain = chains.get(chainId)
    if (!chain) throw new Error(`There is no chain info for ${chainId}`)
    return chain
  }
  const permitted = (chainId: string) => {
    const chain = chainOf(chainId)
    if (!enabled.has(chainId)) throw new Error(`${chainId} is not enabled`)
    return chain.bech32Config.bech32PrefixAccAddr
  }
  const aminoFor = (prefix: string) => {
    let wallet = aminoWallets.get(prefix)
    if (!wallet) {
      wallet = Secp256k1HdWallet.fromMnemonic(mnemonic, { hdPaths, prefix })
      aminoWallets.set(prefix, wallet)
    }
    return wallet
  }
  const directFor = (prefix: string) => {
    let wallet = directWallets.get(prefix)
    if (!wallet) {
      wallet = DirectSecp256k1HdWallet.fromMnemonic(mnemonic, { hdPaths, prefix })
      directWallets.set(prefix, wallet)
    }
    return wallet
  }
  const activeAccount = async (prefix: string) => {
    const account = (await (await aminoFor(prefix)).getAccounts())[state.active]
    if (!account) throw new Error('The wallet has no active account')
    return account
  }
  /** The active account of an enabled chain, which must be the signer the site names. */
  const signerFor = async (chainId: string, signer: string) => {
    const account = await activeAccount(permitted(chainId))
    if (account.address !== signer) throw new Error(`Signer ${signer} is not the active account`)
    return account
  }
  const record = (method: string, ...params: unknown[]) => requests.push({ method, params })

  const signAmino = async (chainId: string, signer: string, signDoc: StdSignDoc) => {
    record('signAmino', chainId, signer, signDoc)
    await signerFor(chainId, signer)
    // Keplr signs ADR-36's chainless doc on any chain (signArbitrary's, or a dapp's own over WalletConnect).
    if (signDoc.chain_id !== chainId && !isAdr36SignDoc(signDoc, signer))
      throw new Error(`The sign doc is for ${signDoc.chain_id}, not ${chainId}`)
    await prompt()
    return (await aminoFor(permitted(chainId))).signAmino(signer, signDoc)
  }
  const signDirect = async (chainId: string, signer: string, signDoc: CosmosDirectSignDoc) => {
    record('signDirect', chainId, signer, signDoc)
    await signerFor(chainId, signer)
    if (signDoc.chainId !== chainId) throw new Error(`The sign doc is for ${signDoc.chainId}, not ${chainId}`)
    await prompt()
    return (await directFor(permitted(chainId))).signDirect(signer, signDoc)
  }

  const provider = {
    mode: 'extension' as const,
    version: '0.0.0-portico',
    /** Grants the site the chains (one prompt unless all were granted); an unknown chain fails as Keplr's does. */
    async enable(chainIds: string | readonly string[]): Promise<void> {
      const ids = typeof chainIds === 'string' ? [chainIds] : [...chainIds]
      record('enable', ids)
      for (const id of ids) chainOf(id)
      if (ids.every((id) => enabled.has(id))) return
      await prompt()
      for (const id of ids) enabled.add(id)
    },
    /** Forgets the site's grant for the chains, or every chain. */
    async disable(chainIds?: string | readonly string[]): Promise<void> {
      record('disable', chainIds)
      if (chainIds === undefined) enabled.clear()
      else for (const id of typeof chainIds === 'string' ? [chainIds] : chainIds) enabled.delete(id)
    },
    async getKey(chainId: string): Promise<CosmosTestWalletKey> {
      record('getKey', chainId)
      const account = await activeAccount(permitted(chainId))
      return {
        name: `Portico Devnet ${accountIndexes[state.active]}`,
        algo: 'secp256k1',
        pubKey: account.pubkey,
        // A bech32 address is at most 90 characters; cosmjs passes no limit, which @scure/base 2 refuses.
        address: fromBech32(account.address, 90).data,
        bech32Address: account.address,
        isNanoLedger: false,
        isKeystone: false,
      }
    },
    /** Adds a chain after the user's approval; a known chain is accepted as is. */
    async experimentalSuggestChain(chainInfo: CosmosTestWalletChainInfo): Promise<void> {
      record('experimentalSuggestChain', chainInfo)
      if (typeof chainInfo?.chainId !== 'string' || !chainInfo.bech32Config?.bech32PrefixAccAddr)
        throw new Error('The chain info needs a chainId and bech32Config.bech32PrefixAccAddr')
      if (chains.has(chainInfo.chainId)) return
      await prompt()
      chains.set(chainInfo.chainId, chainInfo)
    },
    signAmino,
    signDirect,
    /** ADR-36: signAmino over a sign doc of one sign/MsgSignData, with no chain, fee or sequence. */
    async signArbitrary(chainId: string, signer: string, data: string | Uint8Array) {
      record('signArbitrary', chainId, signer, data)
      await signerFor(chainId, signer)
      const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
      const doc = makeSignDoc(
        [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(bytes) } }],
        { gas: '0', amount: [] },
        '',
        '',
        0,
        0,
      )
      await prompt()
      return (await (await aminoFor(permitted(chainId))).signAmino(signer, doc)).signature
    },
    getOfflineSigner(chainId: string) {
      return {
        getAccounts: async () => {
          const account = await activeAccount(permitted(chainId))
          return [account]
        },
        signAmino: (signer: string, signDoc: StdSignDoc) => signAmino(chainId, signer, signDoc),
        signDirect: (signer: string, signDoc: CosmosDirectSignDoc) => signDirect(chainId, signer, signDoc),
      }
    },
  }

  return {
    /** The Keplr-compatible object a page finds (window.keplr or another global). */
    provider,
    /** Every provider call, in order. */
    requests: requests as readonly { method: string; params: unknown[] }[],
    /** Chain ids the site holds a grant for (kept across reloads by installDevnetWallet). */
    get granted(): string[] {
      return [...enabled]
    },
    /** Chain ids the wallet knows. */
    get chains(): string[] {
      return [...chains.keys()]
    },
    /** The chain infos added by experimentalSuggestChain (kept across reloads by installDevnetWallet). */
    get suggested(): CosmosTestWalletChainInfo[] {
      return [...chains.values()].filter(
        (chain) => chain.chainId !== COSMOS_TEST_WALLET_DEFAULT_CHAIN.chainId,
      )
    },
    ...promptControls(state),
    /** The user picks account `position` of `accountIndexes`; the keystore change event fires. */
    switchAccount(position: number): void {
      if (position < 0 || position >= accountIndexes.length)
        throw new RangeError(`The wallet holds ${accountIndexes.length} accounts, not ${position + 1}`)
      state.active = position
      target?.dispatchEvent(new Event(keystoreChangeEvent))
    },
  }
}
