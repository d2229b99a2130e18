import { decodeFunctionData, encodeFunctionData, type Hex } from 'viem'
import { simpleAccountAbi } from './smartAccountAbis'

export type SimpleAccountCall = { to: Hex; value?: bigint | undefined; data?: Hex | undefined }

/** One call as SimpleAccount's execute, several as one executeBatch (all land in ONE user operation, or none). */
export function encodeSimpleAccountCalls(calls: readonly SimpleAccountCall[]): Hex {
  const [only] = calls
  if (!only) throw new Error('A user operation needs at least one call')
  if (calls.length === 1)
    return encodeFunctionData({
      abi: simpleAccountAbi,
      functionName: 'execute',
      args: [only.to, only.value ?? 0n, only.data ?? '0x'],
    })
  // SimpleAccount takes values as an empty array or one per call: one per call keeps them in place.
  return encodeFunctionData({
    abi: simpleAccountAbi,
    functionName: 'executeBatch',
    args: [
      calls.map((call) => call.to),
      calls.map((call) => call.value ?? 0n),
      calls.map((call) => call.data ?? '0x'),
    ],
  })
}

/** The calls an execute or executeBatch carries (an empty value array means no value for any). */
export function decodeSimpleAccountCalls(data: Hex): { to: Hex; value: bigint; data: Hex }[] {
  const decoded = decodeFunctionData({ abi: simpleAccountAbi, data })
  if (decoded.functionName === 'execute') {
    const [to, value, callData] = decoded.args
    return [{ to, value, data: callData }]
  }
  const [targets, values, datas] = decoded.args
  if (targets.length !== datas.length || (values.length !== 0 && values.length !== targets.length))
    throw new Error('executeBatch has arrays of different lengths')
  return targets.map((to, index) => ({ to, value: values[index] ?? 0n, data: datas[index] ?? '0x' }))
}
