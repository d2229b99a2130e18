import { concat, encodeAbiParameters, getContractAddress, type Hex, keccak256, toHex } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getDevnetAccounts } from '../accounts'
import { type DevnetClient, devnetClient, mined } from '../devnetClient'
import { freePort } from '../freePort'
import { readArtifact } from '../readArtifact'
import { type AnvilInstance, startAnvil } from '../startAnvil'
import {
  CREATE2_DEPLOYER,
  ENTRY_POINT_V07,
  PORTICO_SMART_ACCOUNT_FACTORY,
} from './accountAbstractionConstants'
import { deployAccountAbstraction } from './deployAccountAbstraction'

// The embedded wallet's account — SimpleAccount v0.7 plus an EIP-1271 bound to one account on one chain.
const factory = readArtifact('PorticoSmartAccountFactory')
const account = readArtifact('PorticoSmartAccount')
const EIP1271_VALID = '0x1626ba7e'
const EIP1271_INVALID = '0xffffffff'

let chains: AnvilInstance[] = []
let clients: DevnetClient[] = []
beforeAll(async () => {
  for (const chainId of [31337, 31338]) {
    const anvil = await startAnvil({ name: `Portico Devnet ${chainId}`, chainId, port: await freePort() })
    chains.push(anvil)
    await deployAccountAbstraction(anvil)
  }
  const sender = getDevnetAccounts()[3]
  if (!sender) throw new Error('devnet account 3 missing')
  clients = chains.map((chain) => devnetClient({ ...chain, account: sender }))
})
afterAll(async () => {
  for (const chain of chains) await chain.stop()
  chains = []
})

const clientOn = (index: number): DevnetClient => {
  const client = clients[index]
  if (!client) throw new Error(`no devnet chain ${index}`)
  return client
}

const addressOf = (client: DevnetClient, owner: Hex, salt: bigint) =>
  client.readContract({
    address: PORTICO_SMART_ACCOUNT_FACTORY.address,
    abi: factory.abi,
    functionName: 'getAddress',
    args: [owner, salt],
  }) as Promise<Hex>

/** Deploys `owner`'s account number `salt` on one chain and returns its address. */
async function createAccount(client: DevnetClient, owner: Hex, salt: bigint): Promise<Hex> {
  const hash = await client.writeContract({
    address: PORTICO_SMART_ACCOUNT_FACTORY.address,
    abi: factory.abi,
    functionName: 'createAccount',
    args: [owner, salt],
  })
  await mined(client, hash, 'createAccount')
  return addressOf(client, owner, salt)
}

/** The owner's signature of `hash` through the wrapper of aa-design.md, for one account on one chain. */
const signWrapped = (owner: PrivateKeyAccount, hash: Hex, verifyingContract: Hex, chainId: number) =>
  owner.signTypedData({
    domain: { name: 'Portico Smart Account', version: '1', chainId, verifyingContract },
    types: { PorticoSmartAccountMessage: [{ name: 'hash', type: 'bytes32' }] },
    primaryType: 'PorticoSmartAccountMessage',
    message: { hash },
  })

const isValidSignature = (client: DevnetClient, address: Hex, hash: Hex, signature: Hex) =>
  client.readContract({
    address,
    abi: account.abi,
    functionName: 'isValidSignature',
    args: [hash, signature],
  })

describe('PorticoSmartAccountFactory', () => {
  test('sits at its CREATE2 address (salt 0, the EntryPoint as argument) on both chains', async () => {
    const creationCode = concat([
      factory.bytecode,
      encodeAbiParameters([{ type: 'address' }], [ENTRY_POINT_V07.address]),
    ])
    // A change to the contracts moves the factory: this says to update the constant (and embedded-wallet's).
    expect(
      getContractAddress({
        opcode: 'CREATE2',
        from: CREATE2_DEPLOYER,
        salt: PORTICO_SMART_ACCOUNT_FACTORY.salt,
        bytecode: creationCode,
      }),
    ).toBe(PORTICO_SMART_ACCOUNT_FACTORY.address)
    for (const index of [0, 1])
      expect(await clientOn(index).getCode({ address: PORTICO_SMART_ACCOUNT_FACTORY.address })).toMatch(
        /^0x[0-9a-f]{100,}$/,
      )
    expect(await deployAccountAbstraction(chains[0] as AnvilInstance)).toMatchObject({
      smartAccountFactory: PORTICO_SMART_ACCOUNT_FACTORY.address,
    })
  })

  test("getAddress(owner, 0) is stable: the same before and after deployment and on both chains, another owner's or salt's differs", async () => {
    const owner = privateKeyToAccount(generatePrivateKey()).address
    const predicted = await addressOf(clientOn(0), owner, 0n)
    expect(await addressOf(clientOn(0), owner, 0n)).toBe(predicted)
    expect(await addressOf(clientOn(1), owner, 0n)).toBe(predicted)
    expect(await addressOf(clientOn(0), owner, 1n)).not.toBe(predicted)
    expect(await addressOf(clientOn(0), privateKeyToAccount(generatePrivateKey()).address, 0n)).not.toBe(
      predicted,
    )
    expect(await createAccount(clientOn(0), owner, 0n)).toBe(predicted)
  })

  test('createAccount deploys an account owned by the owner on the EntryPoint v0.7, and again returns it unchanged', async () => {
    const owner = privateKeyToAccount(generatePrivateKey()).address
    const client = clientOn(0)
    const address = await addressOf(client, owner, 0n)
    expect(await client.getCode({ address })).toBeUndefined()
    expect(await createAccount(client, owner, 0n)).toBe(address)
    const code = await client.getCode({ address })
    expect(code).toMatch(/^0x[0-9a-f]+$/)
    const read = (functionName: 'owner' | 'entryPoint') =>
      client.readContract({ address, abi: account.abi, functionName })
    expect(await read('owner')).toBe(owner)
    expect(await read('entryPoint')).toBe(ENTRY_POINT_V07.address)
    expect(await createAccount(client, owner, 0n)).toBe(address)
    expect(await read('owner')).toBe(owner)
  })
})

describe("PorticoSmartAccount's EIP-1271", () => {
  const owner = privateKeyToAccount(generatePrivateKey())
  const hash = keccak256(toHex('Sign in to Portico'))
  let first: Hex
  let second: Hex
  let firstOnOtherChain: Hex
  beforeAll(async () => {
    first = await createAccount(clientOn(0), owner.address, 0n)
    second = await createAccount(clientOn(0), owner.address, 1n)
    firstOnOtherChain = await createAccount(clientOn(1), owner.address, 0n)
    expect(firstOnOtherChain).toBe(first)
  })

  test("accepts the owner's signature of the wrapper digest", async () => {
    const signature = await signWrapped(owner, hash, first, 31337)
    expect(await isValidSignature(clientOn(0), first, hash, signature)).toBe(EIP1271_VALID)
  })

  test("refuses the same signature presented to the owner's other account", async () => {
    const signature = await signWrapped(owner, hash, first, 31337)
    expect(await isValidSignature(clientOn(0), second, hash, signature)).toBe(EIP1271_INVALID)
    const forSecond = await signWrapped(owner, hash, second, 31337)
    expect(await isValidSignature(clientOn(0), second, hash, forSecond)).toBe(EIP1271_VALID)
  })

  test('refuses the same signature replayed on the same account on the other chain', async () => {
    const signature = await signWrapped(owner, hash, first, 31337)
    expect(await isValidSignature(clientOn(1), firstOnOtherChain, hash, signature)).toBe(EIP1271_INVALID)
    const forOtherChain = await signWrapped(owner, hash, first, 31338)
    expect(await isValidSignature(clientOn(1), firstOnOtherChain, hash, forOtherChain)).toBe(EIP1271_VALID)
    expect(await isValidSignature(clientOn(0), first, hash, forOtherChain)).toBe(EIP1271_INVALID)
  })

  test("refuses the owner's plain EIP-191 signature of the hash and its raw signature (no wrapper)", async () => {
    const personal = await owner.signMessage({ message: { raw: hash } })
    expect(await isValidSignature(clientOn(0), first, hash, personal)).toBe(EIP1271_INVALID)
    const raw = await owner.sign({ hash })
    expect(await isValidSignature(clientOn(0), first, hash, raw)).toBe(EIP1271_INVALID)
  })

  test("refuses another key's signature of the wrapper, another hash, and malformed signatures without reverting", async () => {
    const stranger = privateKeyToAccount(generatePrivateKey())
    const byStranger = await signWrapped(stranger, hash, first, 31337)
    expect(await isValidSignature(clientOn(0), first, hash, byStranger)).toBe(EIP1271_INVALID)
    const signature = await signWrapped(owner, hash, first, 31337)
    const otherHash = keccak256(toHex('Sign in to somewhere else'))
    expect(await isValidSignature(clientOn(0), first, otherHash, signature)).toBe(EIP1271_INVALID)
    for (const malformed of ['0x', '0x1234', `0x${'00'.repeat(65)}`] as Hex[])
      expect(await isValidSignature(clientOn(0), first, hash, malformed)).toBe(EIP1271_INVALID)
  })
})
