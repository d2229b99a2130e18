import { encodeFunctionData, erc20Abi, getAddress, parseEther, toFunctionSelector } from 'viem'
import { describe, expect, test } from 'vitest'
import { decodeSimpleAccountCalls, encodeSimpleAccountCalls } from './simpleAccountCalls'
import { simpleAccountAbi } from './smartAccountAbis'

// Checksummed, as decoding gives them.
const alice = getAddress('0x00000000000000000000000000000000000a11ce')
const bob = getAddress('0x0000000000000000000000000000000000000b0b')
const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, 5n] })

describe('SimpleAccount calls', () => {
  test('one call is an execute with its value and data, read back the same', () => {
    const data = encodeSimpleAccountCalls([{ to: alice, value: parseEther('0.01') }])
    expect(data.slice(0, 10)).toBe(toFunctionSelector('execute(address,uint256,bytes)'))
    expect(decodeSimpleAccountCalls(data)).toEqual([{ to: alice, value: parseEther('0.01'), data: '0x' }])
  })

  test('several calls are one executeBatch with a value for each, in order', () => {
    const data = encodeSimpleAccountCalls([
      { to: alice, data: transfer },
      { to: bob, value: 7n },
    ])
    expect(data.slice(0, 10)).toBe(toFunctionSelector('executeBatch(address[],uint256[],bytes[])'))
    expect(decodeSimpleAccountCalls(data)).toEqual([
      { to: alice, value: 0n, data: transfer },
      { to: bob, value: 7n, data: '0x' },
    ])
  })

  test('an executeBatch with no values (as SimpleAccount allows) reads as calls without value', () => {
    const data = encodeFunctionData({
      abi: simpleAccountAbi,
      functionName: 'executeBatch',
      args: [[alice, bob], [], [transfer, '0x']],
    })
    expect(decodeSimpleAccountCalls(data)).toEqual([
      { to: alice, value: 0n, data: transfer },
      { to: bob, value: 0n, data: '0x' },
    ])
  })

  test('no call, arrays of different lengths and another function are refused clearly', () => {
    expect(() => encodeSimpleAccountCalls([])).toThrow('A user operation needs at least one call')
    const uneven = encodeFunctionData({
      abi: simpleAccountAbi,
      functionName: 'executeBatch',
      args: [[alice, bob], [1n], [transfer, '0x']],
    })
    expect(() => decodeSimpleAccountCalls(uneven)).toThrow('executeBatch has arrays of different lengths')
    expect(() => decodeSimpleAccountCalls(transfer)).toThrow(/0xa9059cbb/)
  })
})
