import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Address, Hex } from 'viem'
import {
  type AccountAbstractionContracts,
  deployAccountAbstraction,
} from './accountAbstraction/deployAccountAbstraction'
import { startBundler } from './accountAbstraction/startBundler'
import { getDevnetAccounts } from './accounts'
import {
  DEVNET_EVM_CHAINS,
  DEVNET_HOST,
  DEVNET_NAME_GATEWAY_URL,
  DEVNET_NAME_ZONE,
  DEVNET_NFT_COLLECTION,
  DEVNET_TOKENS,
  type DevnetBundlerKey,
  type DevnetChainKey,
} from './constants'
import { createDeployerClient } from './createDeployerClient'
import { type DevnetContracts, deployFixtures } from './deployFixtures'
import { deployIdRegistry } from './farcaster/deployIdRegistry'
import { type DevnetMarket, deployMarket } from './market/deployMarket'
import { deployNameResolver, type NameResolverContracts } from './names/deployNameResolver'
import { getDevnetNameSigner } from './names/getDevnetNameSigner'
import { startNftMetadataServer } from './nft/startNftMetadataServer'
import { fundEvmOnrampTreasury } from './onramp/fundEvmOnrampTreasury'
import { fundSolanaOnrampTreasury } from './onramp/fundSolanaOnrampTreasury'
import { getDevnetOnrampTreasury } from './onramp/getDevnetOnrampTreasury'
import {
  type PolkadotDevnet,
  type PolkadotDevnetDescription,
  startPolkadotDevnet,
} from './polkadot/startPolkadotDevnet'
import { type SolanaDevnetDescription, startSolanaDevnet } from './solana/startSolanaDevnet'
import { type AnvilInstance, startAnvil } from './startAnvil'

export type StartDevnetParameters = {
  /**
   * Override a port, e.g. `{ l1: 18545 }`; defaults are ARCHITECTURE.md's 8545, 8546 and 8899 (Solana),
   * with Solana's websockets on the Solana port + 1, and 9944 for Polkadot.
   */
  ports?: Partial<Record<DevnetChainKey | DevnetBundlerKey | 'solana' | 'solanaWs' | 'polkadot', number>>
  host?: string
  /** Also run an ERC-4337 bundler (alto) per EVM chain, on 4337 and 4338. The CLI always does. */
  bundlers?: boolean
  /** Also run the local Polkadot chain (chopsticks; ~8 s more to start). The CLI always does. */
  polkadot?: boolean
  /** Where to write the devnet description as JSON (chains, RPC URLs, contract addresses, Solana). */
  outFile?: string
  /** The cloud's names gateway the resolver sends lookups to (default: the cloud on port 4000). */
  nameGatewayUrl?: string
}

export type DevnetChain = {
  key: DevnetChainKey
  name: string
  chainId: number
  rpcUrl: string
  contracts: DevnetContracts
  /** The names resolver and the universal resolver viem's getEnsAddress / getEnsName call. */
  names: NameResolverContracts
  /** The Uniswap V2 market: WETH9, factory, Router02 and the seeded ETH/DUSD, ETH/DDL and DDL/DUSD pools. */
  market: DevnetMarket
  /** ERC-4337 v0.7, the EntryPoint and SimpleAccountFactory at their canonical addresses. */
  accountAbstraction: AccountAbstractionContracts
  /** The chain's bundler (ERC-4337 JSON-RPC), when the devnet runs bundlers. */
  bundlerUrl?: string
}

/** The names the devnet resolves on chain, through the cloud's gateway, and the key it trusts. */
export type DevnetNamesDescription = {
  zone: string
  gatewayUrl: string
  signer: Address
  /** The gateway's signing key: a public devnet key, given to the local cloud (never a real deployment's). */
  signerPrivateKey: Hex
}

/**
 * The on-ramp sandbox's treasury, funded on every chain; the cloud reads these two keys from the
 * description (public devnet keys, like the name signer's: never a real deployment's).
 */
export type DevnetOnrampDescription = {
  evmTreasury: Address
  evmTreasuryKey: Hex
  solanaTreasury: string
  /** The 64-byte Solana secret key as numbers, as the funded Solana accounts carry theirs. */
  solanaTreasuryKey: number[]
}

/** Farcaster's IdRegistry (fid ↔ custody address), on the first EVM chain as Optimism's is on one. */
export type DevnetFarcasterDescription = { chainId: number; rpcUrl: string; idRegistry: Address }

/** What the devnet writes as JSON: everything a test or the demo needs to reach it. */
export type DevnetDescription = {
  chains: DevnetChain[]
  accounts: Address[]
  tokens: { symbol: string; name: string; decimals: number }[]
  /** The fixture ERC-721 collection (its address is in each chain's `contracts` under its symbol). */
  nftCollection: { symbol: string; name: string; metadataBaseUri: string }
  names: DevnetNamesDescription
  onramp: DevnetOnrampDescription
  farcaster: DevnetFarcasterDescription
  /** The local Solana chain: RPC and websocket URLs, funded accounts with their keys, the DUSD mint. */
  solana: SolanaDevnetDescription
  /** The local Polkadot chain, when started: RPC and websocket URLs, CAIP-2 id, token, funded accounts. */
  polkadot?: PolkadotDevnetDescription
}

export type Devnet = DevnetDescription & {
  stop: () => Promise<void>
}

/**
 * Starts both EVM chains with their fixture tokens and Uniswap V2 market, the Solana chain and optionally the Polkadot chain,
 * and optionally writes the description.
 */
export async function startDevnet({
  ports = {},
  host = DEVNET_HOST,
  polkadot = false,
  bundlers = false,
  outFile,
  nameGatewayUrl = DEVNET_NAME_GATEWAY_URL,
}: StartDevnetParameters = {}): Promise<Devnet> {
  const started: Pick<AnvilInstance, 'stop'>[] = []
  const stop = async () => {
    await Promise.all(started.map((instance) => instance.stop()))
  }
  // The slowest chain starts first and alongside the others; an EVM or Solana failure still wins the report.
  const giveUpPolkadot = new AbortController()
  const polkadotStart = polkadot
    ? startPolkadotDevnet({
        host,
        signal: giveUpPolkadot.signal,
        ...(ports.polkadot === undefined ? {} : { port: ports.polkadot }),
      })
    : undefined
  polkadotStart?.then((instance) => started.push(instance)).catch(() => undefined)
  try {
    const nftMetadata = await startNftMetadataServer({ host })
    started.push(nftMetadata)
    const chains: DevnetChain[] = []
    const nameSigner = getDevnetNameSigner()
    const treasury = getDevnetOnrampTreasury()
    for (const chain of DEVNET_EVM_CHAINS) {
      const port = ports[chain.key] ?? chain.port
      const instance = await startAnvil({ name: chain.name, chainId: chain.chainId, port, host })
      started.push(instance)
      const contracts = await deployFixtures({ ...instance, nftBaseUri: nftMetadata.baseUri })
      // Right after the fixtures, so the deployer's nonces give both chains the same resolver addresses.
      const names = await deployNameResolver({
        client: createDeployerClient(instance),
        zone: DEVNET_NAME_ZONE,
        gatewayUrl: nameGatewayUrl,
        signer: nameSigner.account.address,
      })
      const market = await deployMarket({ ...instance, tokens: contracts })
      await fundEvmOnrampTreasury({ ...instance, treasury: treasury.evm, tokens: contracts })
      const accountAbstraction = await deployAccountAbstraction(instance)
      const bundler = bundlers
        ? await startBundler({
            chain: instance,
            entryPoint: accountAbstraction.entryPoint,
            port: ports[`${chain.key}Bundler`] ?? chain.bundlerPort,
          })
        : undefined
      if (bundler) started.push(bundler)
      chains.push({
        key: chain.key,
        name: chain.name,
        chainId: chain.chainId,
        rpcUrl: instance.rpcUrl,
        contracts,
        names,
        market,
        accountAbstraction,
        ...(bundler ? { bundlerUrl: bundler.bundlerUrl } : {}),
      })
    }
    const [registryChain] = chains
    if (!registryChain) throw new Error('The devnet started no EVM chain for the Farcaster IdRegistry')
    // After every other fixture, so none of their addresses move.
    const farcaster: DevnetFarcasterDescription = {
      chainId: registryChain.chainId,
      rpcUrl: registryChain.rpcUrl,
      idRegistry: await deployIdRegistry(createDeployerClient(registryChain)),
    }
    const {
      ledger,
      stop: stopSolana,
      ...solana
    } = await startSolanaDevnet({
      host,
      ...(ports.solana === undefined ? {} : { port: ports.solana }),
      ...(ports.solanaWs === undefined ? {} : { wsPort: ports.solanaWs }),
    })
    started.push({ stop: stopSolana })
    fundSolanaOnrampTreasury(ledger, treasury.solana)
    const polkadotDevnet = await polkadotStart
    const description: DevnetDescription = {
      chains,
      accounts: getDevnetAccounts().map((account) => account.address),
      tokens: DEVNET_TOKENS.map(({ symbol, name, decimals }) => ({ symbol, name, decimals })),
      nftCollection: {
        symbol: DEVNET_NFT_COLLECTION.symbol,
        name: DEVNET_NFT_COLLECTION.name,
        metadataBaseUri: nftMetadata.baseUri,
      },
      names: {
        zone: DEVNET_NAME_ZONE,
        gatewayUrl: nameGatewayUrl,
        signer: nameSigner.account.address,
        signerPrivateKey: nameSigner.privateKey,
      },
      onramp: {
        evmTreasury: treasury.evm.address,
        evmTreasuryKey: treasury.evmPrivateKey,
        solanaTreasury: treasury.solana.publicKey.toBase58(),
        solanaTreasuryKey: Array.from(treasury.solana.secretKey),
      },
      farcaster,
      solana,
      ...(polkadotDevnet ? { polkadot: describePolkadot(polkadotDevnet) } : {}),
    }
    if (outFile) {
      mkdirSync(dirname(outFile), { recursive: true })
      writeFileSync(outFile, `${JSON.stringify(description, null, 2)}\n`)
    }
    return { ...description, stop }
  } catch (error) {
    // A Polkadot chain still starting gives up at once; one already up is in `started`.
    giveUpPolkadot.abort(error)
    await polkadotStart?.catch(() => undefined)
    await stop()
    throw error
  }
}

function describePolkadot({ stop: _stop, ...description }: PolkadotDevnet): PolkadotDevnetDescription {
  return description
}
