import { createRequire } from 'node:module'
import { type Address, concat, encodeAbiParameters, type Hex } from 'viem'
import { getDevnetAccounts } from '../accounts'
import { devnetClient, mined } from '../devnetClient'
import { readArtifact } from '../readArtifact'
import {
  CREATE2_DEPLOYER,
  ENTRY_POINT_V07,
  PORTICO_SMART_ACCOUNT_FACTORY,
  SIMPLE_ACCOUNT_FACTORY_V07,
} from './accountAbstractionConstants'

export type AccountAbstractionContracts = {
  entryPoint: Address
  simpleAccountFactory: Address
  /** The embedded wallet's smart accounts (PorticoSmartAccount: SimpleAccount v0.7 with a replay-safe EIP-1271). */
  smartAccountFactory: Address
}

const require = createRequire(import.meta.url)
// The published artifacts, unchanged: their creation code is what gives the canonical addresses.
const creationCode = (name: 'EntryPoint' | 'SimpleAccountFactory'): Hex =>
  (require(`@account-abstraction/contracts/artifacts/${name}.json`) as { bytecode: Hex }).bytecode

/**
 * ERC-4337 v0.7 on one devnet chain: the EntryPoint and the SimpleAccountFactory through anvil's
 * CREATE2 deployer, at their canonical addresses, and the PorticoSmartAccountFactory the same way (so at one
 * address on every chain); a contract already there is kept.
 */
export async function deployAccountAbstraction(chain: {
  rpcUrl: string
  chainId: number
  name: string
}): Promise<AccountAbstractionContracts> {
  const [deployer] = getDevnetAccounts()
  if (!deployer) throw new Error('the devnet has no deployer account')
  const client = devnetClient({ ...chain, account: deployer })
  const deploy = async (what: string, address: Address, salt: Hex, code: Hex) => {
    if (await client.getCode({ address })) return
    await mined(
      client,
      await client.sendTransaction({ to: CREATE2_DEPLOYER, data: concat([salt, code]) }),
      what,
    )
    if (!(await client.getCode({ address })))
      throw new Error(`the CREATE2 deployer on ${chain.name} did not create ${address}`)
  }
  await deploy('EntryPoint v0.7', ENTRY_POINT_V07.address, ENTRY_POINT_V07.salt, creationCode('EntryPoint'))
  const factoryArgs = encodeAbiParameters([{ type: 'address' }], [ENTRY_POINT_V07.address])
  await deploy(
    'SimpleAccountFactory v0.7',
    SIMPLE_ACCOUNT_FACTORY_V07.address,
    SIMPLE_ACCOUNT_FACTORY_V07.salt,
    concat([creationCode('SimpleAccountFactory'), factoryArgs]),
  )
  await deploy(
    'PorticoSmartAccountFactory',
    PORTICO_SMART_ACCOUNT_FACTORY.address,
    PORTICO_SMART_ACCOUNT_FACTORY.salt,
    concat([readArtifact('PorticoSmartAccountFactory').bytecode, factoryArgs]),
  )
  return {
    entryPoint: ENTRY_POINT_V07.address,
    simpleAccountFactory: SIMPLE_ACCOUNT_FACTORY_V07.address,
    smartAccountFactory: PORTICO_SMART_ACCOUNT_FACTORY.address,
  }
}
