import {
  type Address,
  encodeFunctionData,
  type Hex,
  hashMessage,
  hashTypedData,
  type LocalAccount,
  type TypedData,
  type TypedDataDefinition,
} from 'viem'
import {
  entryPoint07Abi,
  entryPoint07Address,
  getUserOperationHash,
  type SmartAccount,
  type SmartAccountImplementation,
  toSmartAccount,
} from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { decodeSimpleAccountCalls, encodeSimpleAccountCalls } from './simpleAccountCalls'
import { porticoSmartAccountFactoryAbi } from './smartAccountAbis'
import { PORTICO_SMART_ACCOUNT_FACTORY_ADDRESS, STUB_SIGNATURE } from './smartAccountConstants'
import { wrapForPorticoSmartAccount } from './wrapForPorticoSmartAccount'

export type PorticoSmartAccountImplementation = SmartAccountImplementation<
  typeof entryPoint07Abi,
  '0.7',
  { factory: { abi: typeof porticoSmartAccountFactoryAbi; address: Address } }
>
export type ToPorticoSmartAccountReturnType = SmartAccount<PorticoSmartAccountImplementation>

export type ToPorticoSmartAccountParameters = {
  /** A client with the chain the account acts on (its chain id goes into every signature). */
  client: PorticoSmartAccountImplementation['client']
  /** The embedded wallet's EOA: it owns the account and signs for it. */
  owner: LocalAccount
  /** Which of the owner's accounts (the factory's salt); 0 unless said. */
  index?: bigint | undefined
}

/**
 * The embedded wallet's smart account as a viem SmartAccount on EntryPoint v0.7: a PorticoSmartAccount
 * from PORTICO_SMART_ACCOUNT_FACTORY_ADDRESS, user operations signed as SimpleAccount validates them, messages
 * and typed data signed through the account's EIP-1271 wrapper (in ERC-6492 form while it is not deployed).
 */
export async function toPorticoSmartAccount({
  client,
  owner,
  index = 0n,
}: ToPorticoSmartAccountParameters): Promise<ToPorticoSmartAccountReturnType> {
  if (index < 0n) throw new Error(`A smart account's index is 0 or more, not ${index}`)
  if (!client.chain)
    throw new Error('A smart account needs a client with a chain: its id goes into every signature')
  const chainId = client.chain.id
  const entryPoint = { abi: entryPoint07Abi, address: entryPoint07Address, version: '0.7' } as const
  const factory = {
    abi: porticoSmartAccountFactoryAbi,
    address: PORTICO_SMART_ACCOUNT_FACTORY_ADDRESS,
  } as const
  // Counterfactual: the factory gives it before deployment, and it never changes after.
  const address = await readContract(client, {
    ...factory,
    functionName: 'getAddress',
    args: [owner.address, index],
  }).catch((cause: unknown) => {
    throw new Error(
      `The smart-account factory ${factory.address} did not answer on chain ${chainId}: is it deployed there?`,
      { cause },
    )
  })
  // The owner signs the account's wrapper of `hash`, never `hash` itself (a replay elsewhere would verify).
  const signWrapped = (hash: Hex) =>
    owner.signTypedData(wrapForPorticoSmartAccount({ hash, chainId, account: address }))

  return toSmartAccount({
    client,
    entryPoint,
    extend: { factory },
    decodeCalls: async (data) => decodeSimpleAccountCalls(data),
    encodeCalls: async (calls) => encodeSimpleAccountCalls(calls),
    getAddress: async () => address,
    getFactoryArgs: async () => ({
      factory: factory.address,
      factoryData: encodeFunctionData({
        ...factory,
        functionName: 'createAccount',
        args: [owner.address, index],
      }),
    }),
    getStubSignature: async () => STUB_SIGNATURE,
    signMessage: ({ message }) => signWrapped(hashMessage(message)),
    signTypedData: (parameters) =>
      signWrapped(hashTypedData(parameters as TypedDataDefinition<TypedData, string>)),
    // SimpleAccount v0.7 checks the owner's EIP-191 signature of the user operation's hash.
    signUserOperation: async ({ chainId: userOperationChainId = chainId, ...userOperation }) => {
      const userOpHash = getUserOperationHash({
        chainId: userOperationChainId,
        entryPointAddress: entryPoint.address,
        entryPointVersion: entryPoint.version,
        userOperation: { ...userOperation, sender: address },
      })
      return owner.signMessage({ message: { raw: userOpHash } })
    },
  })
}
