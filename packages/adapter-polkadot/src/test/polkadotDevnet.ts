import { ApiPromise, WsProvider } from '@polkadot/api'
import type { PolkadotDevnetDescription } from '@portico/devnet'
import {
  type DefinePolkadotNetworkParameters,
  definePolkadotNetwork,
  type PolkadotNetwork,
} from '../networks/definePolkadotNetwork'
import {
  createPage,
  DEVNET_POLKADOT_EXTENSION,
  installDevnetPolkadotWallet,
  setUpAdapter,
} from './setUpAdapter'

/**
 * The run's local chain as a host defines it: the devnet's own network, on the port the run started it
 * on; `changes` misdescribe it for the tests that need a network at odds with its node.
 */
export function devnetNetwork(
  devnet: PolkadotDevnetDescription,
  changes: Partial<DefinePolkadotNetworkParameters> = {},
): PolkadotNetwork {
  return definePolkadotNetwork({
    genesisHash: devnet.genesisHash,
    ss58Prefix: devnet.ss58Prefix,
    name: devnet.name,
    nativeCurrency: { name: 'Kusama', ...devnet.token },
    rpcUrl: devnet.rpcUrl,
    webSocketUrl: devnet.wsUrl,
    testnet: true,
    ...changes,
  })
}

/** The test's own @polkadot/api connection, apart from the adapter's: what the chain says, read directly. */
export function connectTestApi(devnet: PolkadotDevnetDescription): Promise<ApiPromise> {
  return ApiPromise.create({ provider: new WsProvider(devnet.wsUrl), noInitWarn: true })
}

export async function freeBalance(api: ApiPromise, address: string): Promise<bigint> {
  return (await api.query.system.account(address)).data.free.toBigInt()
}

/** How many recent blocks feePaidFor searches: other test files send on the same chain meanwhile. */
const SEARCHED_BLOCKS = 50

/** The fee the chain charged a transaction (its TransactionFeePaid event), found by hash among recent blocks. */
export async function feePaidFor(api: ApiPromise, hash: string): Promise<bigint> {
  let blockHash = (await api.rpc.chain.getHeader()).hash.toHex()
  for (let searched = 0; searched < SEARCHED_BLOCKS; searched++) {
    const { block } = await api.rpc.chain.getBlock(blockHash)
    const index = block.extrinsics.findIndex((extrinsic) => extrinsic.hash.toHex() === hash)
    if (index >= 0) {
      const events = await (await api.at(blockHash)).query.system.events()
      const paid = events.find(
        ({ phase, event }) =>
          phase.isApplyExtrinsic &&
          phase.asApplyExtrinsic.toNumber() === index &&
          api.events.transactionPayment.TransactionFeePaid.is(event),
      )
      if (!paid || !api.events.transactionPayment.TransactionFeePaid.is(paid.event))
        throw new Error(`no TransactionFeePaid event for ${hash}`)
      return paid.event.data.actualFee.toBigInt()
    }
    if (block.header.number.toNumber() === 0) break
    blockHash = block.header.parentHash.toHex()
  }
  throw new Error(`${hash} is in none of the last ${SEARCHED_BLOCKS} blocks`)
}

/**
 * An adapter on the run's chain with the devnet wallet's extension over the devnet accounts at
 * `derivations`, connected; each test file takes its own accounts so files never share a sender.
 */
export async function connectOnDevnet(devnet: PolkadotDevnetDescription, derivations: readonly string[]) {
  const page = createPage()
  const wallet = installDevnetPolkadotWallet(page, false, derivations)
  const network = devnetNetwork(devnet)
  const setup = await setUpAdapter(page, {}, [network])
  await setup.adapter.connect({ connectorId: DEVNET_POLKADOT_EXTENSION.id, caipNetwork: network })
  const [first = '', second = ''] = wallet.addresses
  return { ...setup, page, wallet, network, connectorId: DEVNET_POLKADOT_EXTENSION.id, first, second }
}
