import {
  type Devnet,
  type DevnetChain,
  freeDevnetPorts,
  freePort,
  getDevnetAccounts,
  startAnvil,
  startDevnet,
} from '@portico/devnet'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  hashMessage,
  http,
  type LocalAccount,
  parseAbi,
  parseErc6492Signature,
  parseEther,
  parseUnits,
  size,
} from 'viem'
import { createBundlerClient, entryPoint07Abi, entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { decodeSimpleAccountCalls } from './simpleAccountCalls'
import { porticoSmartAccountFactoryAbi } from './smartAccountAbis'
import { PORTICO_SMART_ACCOUNT_FACTORY_ADDRESS } from './smartAccountConstants'
import { toPorticoSmartAccount } from './toPorticoSmartAccount'

// The embedded wallet's smart account on the real devnet — anvil, EntryPoint v0.7, alto.
let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ bundlers: true, ports: await freeDevnetPorts() })
})
afterAll(async () => {
  await devnet?.stop()
})

const chainNumbered = (index: 0 | 1): DevnetChain => {
  const chain = devnet.chains[index]
  if (!chain) throw new Error(`the devnet has no EVM chain ${index}`)
  return chain
}
const viemChain = ({ chainId, name, rpcUrl }: DevnetChain) =>
  defineChain({
    id: chainId,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
const publicClientOn = (chain: DevnetChain) =>
  createPublicClient({ chain: viemChain(chain), transport: http(chain.rpcUrl) })
/** Devnet account 3 pays for what the tests set up (fresh keys own the smart accounts). */
const funderOn = (chain: DevnetChain) => {
  const funder = getDevnetAccounts()[3]
  if (!funder) throw new Error('devnet account 3 missing')
  return createWalletClient({ account: funder, chain: viemChain(chain), transport: http(chain.rpcUrl) })
}
const freshKey = (): LocalAccount => privateKeyToAccount(generatePrivateKey())

async function smartAccountOn(chain: DevnetChain, owner: LocalAccount, index?: bigint) {
  const client = publicClientOn(chain)
  const account = await toPorticoSmartAccount({ client, owner, ...(index === undefined ? {} : { index }) })
  return { client, account }
}

/** Deploys the owner's account through the factory directly (not a user operation), as anyone may. */
async function deployDirectly(chain: DevnetChain, owner: Address) {
  const funder = funderOn(chain)
  const hash = await funder.writeContract({
    address: PORTICO_SMART_ACCOUNT_FACTORY_ADDRESS,
    abi: porticoSmartAccountFactoryAbi,
    functionName: 'createAccount',
    args: [owner, 0n],
  })
  const receipt = await publicClientOn(chain).waitForTransactionReceipt({ hash, pollingInterval: 50 })
  expect(receipt.status).toBe('success')
}

const MESSAGE = 'Sign in to Portico'
const TYPED_DATA = {
  domain: { name: 'Portico Test', version: '1', chainId: 31337 },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'hello' },
} as const
/** ERC-6492's magic suffix: a signature ending with it carries the factory call that deploys the signer. */
const ERC6492_MAGIC_SUFFIX = '6492649264926492649264926492649264926492649264926492649264926492'
const endsWith6492Suffix = (signature: Hex) => signature.toLowerCase().endsWith(ERC6492_MAGIC_SUFFIX)

describe('toPorticoSmartAccount', () => {
  test("its address is the factory's getAddress(owner, index), the devnet's factory, the same on both chains", async () => {
    const chain = chainNumbered(0)
    expect(chain.accountAbstraction.smartAccountFactory).toBe(PORTICO_SMART_ACCOUNT_FACTORY_ADDRESS)
    expect(chainNumbered(1).accountAbstraction.smartAccountFactory).toBe(
      PORTICO_SMART_ACCOUNT_FACTORY_ADDRESS,
    )
    const owner = freshKey()
    const { client, account } = await smartAccountOn(chain, owner)
    const factoryAddressOf = (salt: bigint) =>
      client.readContract({
        address: PORTICO_SMART_ACCOUNT_FACTORY_ADDRESS,
        abi: porticoSmartAccountFactoryAbi,
        functionName: 'getAddress',
        args: [owner.address, salt],
      })
    expect(account.address).toBe(await factoryAddressOf(0n))
    expect((await smartAccountOn(chain, owner, 1n)).account.address).toBe(await factoryAddressOf(1n))
    expect(await factoryAddressOf(1n)).not.toBe(account.address)
    expect((await smartAccountOn(chainNumbered(1), owner)).account.address).toBe(account.address)
    expect(account.entryPoint).toMatchObject({ address: entryPoint07Address, version: '0.7' })
  })

  test('a bad index, a client without a chain and a chain without the factory are refused clearly', async () => {
    const chain = chainNumbered(0)
    await expect(
      toPorticoSmartAccount({ client: publicClientOn(chain), owner: freshKey(), index: -1n }),
    ).rejects.toThrow("A smart account's index is 0 or more, not -1")
    await expect(
      toPorticoSmartAccount({
        client: createPublicClient({ transport: http(chain.rpcUrl) }),
        owner: freshKey(),
      }),
    ).rejects.toThrow('A smart account needs a client with a chain')
    const bare = await startAnvil({ name: 'No factory here', chainId: 31339, port: await freePort() })
    try {
      const client = createPublicClient({
        chain: viemChain({ ...chain, chainId: bare.chainId, rpcUrl: bare.rpcUrl }),
        transport: http(bare.rpcUrl),
      })
      await expect(toPorticoSmartAccount({ client, owner: freshKey() })).rejects.toThrow(
        `The smart-account factory ${PORTICO_SMART_ACCOUNT_FACTORY_ADDRESS} did not answer on chain 31339: is it deployed there?`,
      )
    } finally {
      await bare.stop()
    }
  })

  test('the first user operation deploys it and moves exactly 0.01 ETH; two DUSD transfers then land in ONE operation', async () => {
    const chain = chainNumbered(0)
    const { client, account } = await smartAccountOn(chain, freshKey())
    const funder = funderOn(chain)
    await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).setBalance({
      address: account.address,
      value: parseEther('1'),
    })
    // Checksummed, as the user operation's calls decode.
    const dusd = getAddress(chain.contracts.DUSD)
    const funded = await funder.writeContract({
      address: dusd,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account.address, parseUnits('10', 6)],
    })
    await client.waitForTransactionReceipt({ hash: funded, pollingInterval: 50 })
    const bundlerClient = createBundlerClient({ account, client, transport: http(chain.bundlerUrl) })
    const receiver = freshKey().address
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    expect(await account.isDeployed()).toBe(false)

    const sent = await bundlerClient.sendUserOperation({
      calls: [{ to: receiver, value: parseEther('0.01') }],
    })
    const sentReceipt = await bundlerClient.waitForUserOperationReceipt({ hash: sent, pollingInterval: 100 })
    expect(sentReceipt.success).toBe(true)
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]+$/)
    expect(await account.isDeployed()).toBe(true)
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.01'))
    // The account paid 0.01 ETH, the gas, and what EntryPoint keeps of its prefund as its deposit: nothing else.
    const deposit = await client.readContract({
      address: entryPoint07Address,
      abi: entryPoint07Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    expect(await client.getBalance({ address: account.address })).toBe(
      parseEther('1') - parseEther('0.01') - sentReceipt.actualGasCost - deposit,
    )

    const [alice, bob] = [freshKey().address, freshKey().address] as [Address, Address]
    const transfer = (to: Address, amount: string) => ({
      to: dusd,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, parseUnits(amount, 6)],
      }),
    })
    const batch = await bundlerClient.sendUserOperation({
      calls: [transfer(alice, '1.5'), transfer(bob, '2.25')],
    })
    const batchReceipt = await bundlerClient.waitForUserOperationReceipt({
      hash: batch,
      pollingInterval: 100,
    })
    expect(batchReceipt.success).toBe(true)
    const { userOperation } = await bundlerClient.getUserOperation({ hash: batch })
    expect(decodeSimpleAccountCalls(userOperation.callData)).toEqual([
      { ...transfer(alice, '1.5'), value: 0n },
      { ...transfer(bob, '2.25'), value: 0n },
    ])
    const dusdOf = (owner: Address) =>
      client.readContract({ address: dusd, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
    expect(await dusdOf(alice)).toBe(parseUnits('1.5', 6))
    expect(await dusdOf(bob)).toBe(parseUnits('2.25', 6))
    expect(await dusdOf(account.address)).toBe(parseUnits('6.25', 6))
  })

  test('signMessage verifies before deployment (ERC-6492) and after (EIP-1271); verifyTypedData likewise', async () => {
    const chain = chainNumbered(0)
    const owner = freshKey()
    const { client, account } = await smartAccountOn(chain, owner)
    const verify = (signature: Hex, message = MESSAGE) =>
      client.verifyMessage({ address: account.address, message, signature })
    const verifyTyped = (signature: Hex) =>
      client.verifyTypedData({ address: account.address, ...TYPED_DATA, signature })

    const undeployed = await account.signMessage({ message: MESSAGE })
    expect(endsWith6492Suffix(undeployed)).toBe(true)
    expect(parseErc6492Signature(undeployed).address).toBe(PORTICO_SMART_ACCOUNT_FACTORY_ADDRESS)
    expect(await verify(undeployed)).toBe(true)
    expect(await verify(undeployed, 'Sign in to somewhere else')).toBe(false)
    const undeployedTyped = await account.signTypedData(TYPED_DATA)
    expect(endsWith6492Suffix(undeployedTyped)).toBe(true)
    expect(await verifyTyped(undeployedTyped)).toBe(true)
    // The owner's own signature of the message is not the account's.
    expect(await verify(await owner.signMessage({ message: MESSAGE }))).toBe(false)

    await deployDirectly(chain, owner.address)
    const deployed = await account.signMessage({ message: MESSAGE })
    expect(endsWith6492Suffix(deployed)).toBe(false)
    expect(size(deployed)).toBe(65)
    expect(await verify(deployed)).toBe(true)
    expect(await verify(deployed, 'Sign in to somewhere else')).toBe(false)
    const deployedTyped = await account.signTypedData(TYPED_DATA)
    expect(endsWith6492Suffix(deployedTyped)).toBe(false)
    expect(await verifyTyped(deployedTyped)).toBe(true)
    const isValidSignature = parseAbi(['function isValidSignature(bytes32, bytes) view returns (bytes4)'])
    expect(
      await client.readContract({
        address: account.address,
        abi: isValidSignature,
        functionName: 'isValidSignature',
        args: [hashMessage(MESSAGE), deployed],
      }),
    ).toBe('0x1626ba7e')
  })

  test('a signature made for the other chain does not verify', async () => {
    const [first, second] = [chainNumbered(0), chainNumbered(1)]
    const owner = freshKey()
    const onFirst = await smartAccountOn(first, owner)
    const onSecond = await smartAccountOn(second, owner)
    await deployDirectly(first, owner.address)
    const verifyOnFirst = (signature: Hex) =>
      onFirst.client.verifyMessage({ address: onFirst.account.address, message: MESSAGE, signature })

    // Undeployed on the second chain: its ERC-6492 signature names the factory, yet the first chain's account refuses it.
    const undeployedElsewhere = await onSecond.account.signMessage({ message: MESSAGE })
    expect(endsWith6492Suffix(undeployedElsewhere)).toBe(true)
    expect(await verifyOnFirst(undeployedElsewhere)).toBe(false)

    await deployDirectly(second, owner.address)
    const deployedElsewhere = await onSecond.account.signMessage({ message: MESSAGE })
    const verifyOnSecond = (signature: Hex) =>
      onSecond.client.verifyMessage({ address: onSecond.account.address, message: MESSAGE, signature })
    expect(await verifyOnSecond(deployedElsewhere)).toBe(true)
    expect(await verifyOnFirst(deployedElsewhere)).toBe(false)
    const typedElsewhere = await onSecond.account.signTypedData(TYPED_DATA)
    expect(
      await onFirst.client.verifyTypedData({
        address: onFirst.account.address,
        ...TYPED_DATA,
        signature: typedElsewhere,
      }),
    ).toBe(false)
    expect(await verifyOnFirst(await onFirst.account.signMessage({ message: MESSAGE }))).toBe(true)
  })
})
