import { type Address, createPublicClient, http, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDeployerClient } from '../createDeployerClient'
import { freePort } from '../freePort'
import { readArtifact } from '../readArtifact'
import { type AnvilInstance, startAnvil } from '../startAnvil'
import { deployIdRegistry } from './deployIdRegistry'
import { registerFid } from './registerFid'

const { abi } = readArtifact('DevnetIdRegistry')
let anvil: AnvilInstance
let idRegistry: Address

beforeAll(async () => {
  anvil = await startAnvil({ name: 'IdRegistry test chain', chainId: 31337, port: await freePort() })
  idRegistry = await deployIdRegistry(createDeployerClient(anvil))
})
afterAll(() => anvil?.stop())

const farcaster = () => ({ chainId: anvil.chainId, rpcUrl: anvil.rpcUrl, idRegistry })
const read = (functionName: 'idOf' | 'custodyOf' | 'recoveryOf', arg: Address | bigint) =>
  createPublicClient({ transport: http(anvil.rpcUrl) }).readContract({
    address: idRegistry,
    abi,
    functionName,
    args: [arg],
  })

describe('the devnet IdRegistry', () => {
  test('issues fids in order to fresh keys, each readable both ways as on Optimism', async () => {
    const alice = privateKeyToAccount(generatePrivateKey())
    const bob = privateKeyToAccount(generatePrivateKey())
    const aliceFid = await registerFid({ farcaster: farcaster(), custody: alice })
    const bobFid = await registerFid({ farcaster: farcaster(), custody: bob, recovery: alice.address })
    expect(bobFid).toBe(aliceFid + 1n)
    expect(await read('idOf', alice.address)).toBe(aliceFid)
    expect(await read('custodyOf', aliceFid)).toBe(alice.address)
    expect(await read('custodyOf', bobFid)).toBe(bob.address)
    expect(await read('recoveryOf', bobFid)).toBe(alice.address)
  })

  test('an address with no fid reads 0, a fid never issued reads the zero address', async () => {
    expect(await read('idOf', privateKeyToAccount(generatePrivateKey()).address)).toBe(0n)
    expect(await read('custodyOf', 10_000n)).toBe(zeroAddress)
  })

  test('refuses a second fid for the same custody address', async () => {
    const carol = privateKeyToAccount(generatePrivateKey())
    await registerFid({ farcaster: farcaster(), custody: carol })
    await expect(registerFid({ farcaster: farcaster(), custody: carol })).rejects.toThrow(/HasId/)
  })
})
