import {
  decodeAbiParameters,
  decodeFunctionResult,
  encodeFunctionData,
  encodePacked,
  type Hex,
  keccak256,
  namehash,
  parseAbi,
  recoverAddress,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { packetToBytes } from 'viem/ens'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Database } from '../db/database'
import { migrate } from '../db/migrate'
import { openDatabase } from '../db/openDatabase'
import { HttpError } from '../errors'
import { answerNameGateway } from './answerNameGateway'

const ZONE = 'portico.test'
const NOW = 1_800_000_000_000
const signer = privateKeyToAccount(generatePrivateKey())
const owner = privateKeyToAccount(generatePrivateKey()).address
const resolver = privateKeyToAccount(generatePrivateKey()).address
const PROFILE_ABI = parseAbi([
  'function resolve(bytes name, bytes data) view returns (bytes)',
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function name(bytes32 node) view returns (string)',
])

let db: Database
beforeAll(async () => {
  db = await openDatabase('memory://')
  await migrate(db)
  await db.query("insert into account_names (name, address, coin_types) values ($1, $2, '{60,2147514985}')", [
    `alice.${ZONE}`,
    owner,
  ])
})
afterAll(() => db?.close())

const resolveCall = (name: string, data: Hex) =>
  encodeFunctionData({ abi: PROFILE_ABI, functionName: 'resolve', args: [toHex(packetToBytes(name)), data] })
const addrCall = (name: string, node = namehash(name)) =>
  encodeFunctionData({ abi: PROFILE_ABI, functionName: 'addr', args: [node] })
const nameCall = (name: string) =>
  encodeFunctionData({ abi: PROFILE_ABI, functionName: 'name', args: [namehash(name)] })
const ask = (callData: Hex) =>
  answerNameGateway({ db, zone: ZONE, signer, sender: resolver, callData, now: NOW })
const unpack = (answer: Hex) =>
  decodeAbiParameters([{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }], answer) as [
    Hex,
    bigint,
    Hex,
  ]

describe('the names gateway (ERC-3668, ENS offchain-resolver signatures)', () => {
  test('answers addr signed by the gateway key over resolver, expiry, request and result', async () => {
    const callData = resolveCall(`alice.${ZONE}`, addrCall(`alice.${ZONE}`))
    const [result, expires, signature] = unpack(await ask(callData))
    expect(decodeFunctionResult({ abi: PROFILE_ABI, functionName: 'addr', data: result })).toBe(owner)
    expect(expires).toBe(BigInt(NOW / 1000 + 300))
    const hash = (target: Hex, answer: Hex) =>
      keccak256(
        encodePacked(
          ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
          ['0x1900', target, expires, keccak256(callData), keccak256(answer)],
        ),
      )
    expect(await recoverAddress({ hash: hash(resolver, result), signature })).toBe(signer.address)
    // Bound to the resolver and the result: another resolver or a swapped answer recovers someone else.
    expect(await recoverAddress({ hash: hash(owner, result), signature })).not.toBe(signer.address)
    const forged = addrCall(`bob1.${ZONE}`).slice(0, 66) as Hex
    expect(await recoverAddress({ hash: hash(resolver, forged), signature })).not.toBe(signer.address)
  })

  test('a name nobody holds answers the zero address; a coin type not recorded answers empty', async () => {
    const [unknown] = unpack(await ask(resolveCall(`nobody.${ZONE}`, addrCall(`nobody.${ZONE}`))))
    expect(decodeFunctionResult({ abi: PROFILE_ABI, functionName: 'addr', data: unknown })).toBe(
      '0x0000000000000000000000000000000000000000',
    )
    const otherChain = encodeFunctionData({
      abi: PROFILE_ABI,
      functionName: 'addr',
      args: [namehash(`alice.${ZONE}`), 0x80000000n + 10n],
    })
    const [empty] = unpack(await ask(resolveCall(`alice.${ZONE}`, otherChain)))
    expect(decodeAbiParameters([{ type: 'bytes' }], empty)).toEqual(['0x'])
  })

  test('reverse names answer the primary name for a recorded coin type only', async () => {
    const hex = owner.slice(2).toLowerCase()
    const primary = async (reverse: string) =>
      decodeFunctionResult({
        abi: PROFILE_ABI,
        functionName: 'name',
        data: unpack(await ask(resolveCall(reverse, nameCall(reverse))))[0],
      })
    expect(await primary(`${hex}.addr.reverse`)).toBe(`alice.${ZONE}`)
    expect(await primary(`${hex}.80007a69.reverse`)).toBe(`alice.${ZONE}`)
    expect(await primary(`${hex}.8000000a.reverse`)).toBe('')
  })

  test('a call whose node is not the name, an unknown call or garbage is refused', async () => {
    const mismatched = resolveCall(`alice.${ZONE}`, addrCall(`alice.${ZONE}`, namehash(`mallory.${ZONE}`)))
    await expect(ask(mismatched)).rejects.toBeInstanceOf(HttpError)
    await expect(ask(resolveCall(`alice.${ZONE}`, '0x12345678'))).rejects.toBeInstanceOf(HttpError)
    await expect(ask('0xdeadbeef')).rejects.toBeInstanceOf(HttpError)
  })
})
