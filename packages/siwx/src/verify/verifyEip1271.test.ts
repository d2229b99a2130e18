import {
  type AnvilInstance,
  freePort,
  getDevnetAccounts,
  ownedWalletBytecode,
  startAnvil,
} from '@portico/devnet'
import { createPublicClient, createWalletClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createSiwxMessage } from '../message/createSiwxMessage'
import { parseSiwxMessage } from '../message/parseSiwxMessage'
import { messageFor } from '../test/verifierCases'
import { verifySiwx } from './verifySiwx'

const CHAIN_ID = 31337
let anvil: AnvilInstance
const owner = privateKeyToAccount(generatePrivateKey())
let wallet: `0x${string}`

beforeAll(async () => {
  anvil = await startAnvil({ name: 'siwx EIP-1271', chainId: CHAIN_ID, port: await freePort() })
  const [deployer] = getDevnetAccounts()
  if (!deployer) throw new Error('the devnet has no funded account')
  const transport = http(anvil.rpcUrl)
  const walletClient = createWalletClient({ account: deployer, transport })
  const hash = await walletClient.sendTransaction({ data: ownedWalletBytecode(owner.address), chain: null })
  const receipt = await createPublicClient({ transport }).waitForTransactionReceipt({
    hash,
    pollingInterval: 50,
  })
  if (!receipt.contractAddress) throw new Error('the wallet contract was not deployed')
  wallet = receipt.contractAddress
})

afterAll(() => anvil?.stop())

describe('eip155 contract wallets through rpcUrl (EIP-1271)', () => {
  test("verifies the owner's signature for the contract wallet's address", async () => {
    const text = messageFor({ chainId: `eip155:${CHAIN_ID}`, address: wallet }).toString()
    const signature = await owner.signMessage({ message: text })
    expect(await verifySiwx({ message: text, signature, rpcUrl: anvil.rpcUrl })).toBe(true)
    // Without the chain there is only ecrecover, which names the owner, not the wallet.
    expect(await verifySiwx({ message: text, signature })).toBe(false)
  })

  test('the same signature bytes do not sign in a plain address, nor a changed message', async () => {
    const text = messageFor({ chainId: `eip155:${CHAIN_ID}`, address: wallet }).toString()
    const signature = await owner.signMessage({ message: text })
    const plain = privateKeyToAccount(generatePrivateKey()).address
    const plainText = createSiwxMessage({ ...parseSiwxMessage(text), accountAddress: plain }).toString()
    expect(await verifySiwx({ message: plainText, signature, rpcUrl: anvil.rpcUrl })).toBe(false)
    const changed = text.replace('Sign in to Example', 'Sign in to Exbmple')
    expect(await verifySiwx({ message: changed, signature, rpcUrl: anvil.rpcUrl })).toBe(false)
    const stranger = privateKeyToAccount(generatePrivateKey())
    const strangers = await stranger.signMessage({ message: text })
    expect(await verifySiwx({ message: text, signature: strangers, rpcUrl: anvil.rpcUrl })).toBe(false)
  })

  test('an account without code still verifies by ecrecover through the chain', async () => {
    const text = messageFor({ chainId: `eip155:${CHAIN_ID}`, address: owner.address }).toString()
    const signature = await owner.signMessage({ message: text })
    expect(await verifySiwx({ message: text, signature, rpcUrl: anvil.rpcUrl })).toBe(true)
  })

  test('a message of another chain than the RPC answers for does not verify there', async () => {
    const text = messageFor({ chainId: 'eip155:1', address: wallet }).toString()
    const signature = await owner.signMessage({ message: text })
    expect(await verifySiwx({ message: text, signature, rpcUrl: anvil.rpcUrl })).toBe(false)
  })
})
