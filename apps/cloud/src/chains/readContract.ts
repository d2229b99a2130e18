import {
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type ContractFunctionReturnType,
  type DecodeFunctionResultParameters,
  decodeFunctionResult,
  type EncodeFunctionDataParameters,
  encodeFunctionData,
  type Hex,
} from 'viem'
import { callContract } from './callContract'
import type { CloudChain } from './cloudChain'

type ReadOnly = 'pure' | 'view'

export type ReadContractParameters<
  abi extends Abi,
  functionName extends ContractFunctionName<abi, ReadOnly>,
> = {
  address: Address
  abi: abi
  functionName: functionName
  args: ContractFunctionArgs<abi, ReadOnly, functionName>
  /** The block to read at, as hex; the latest by default. */
  block?: Hex | 'latest'
}

/** A view function's decoded answer through the chain's node, or undefined when the contract refused. */
export async function readContract<
  const abi extends Abi,
  functionName extends ContractFunctionName<abi, ReadOnly>,
>(
  chain: CloudChain,
  { address, abi, functionName, args, block }: ReadContractParameters<abi, functionName>,
): Promise<ContractFunctionReturnType<abi, ReadOnly, functionName> | undefined> {
  const data = encodeFunctionData({ abi, functionName, args } as EncodeFunctionDataParameters)
  const result = await callContract(chain, address, data, block)
  if (result === undefined) return undefined
  return decodeFunctionResult({
    abi,
    functionName,
    data: result,
  } as DecodeFunctionResultParameters) as ContractFunctionReturnType<abi, ReadOnly, functionName>
}
