import type { DevnetChain } from '@portico/devnet'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { deployLegacyStablecoin } from '../test/deployLegacyStablecoin'
import {
  createDevnetWallet,
  DEVNET_WALLET_ID,
  devnetNetworks,
  setUpWithAnnouncedWallet,
} from '../test/harness'

const devnet = inject('devnet')
const [l1] = devnetNetworks(devnet)
const chain = devnet.chains[0] as DevnetChain
const client = createPublicClient({ transport: http(chain.rpcUrl) })
// Account 1 sends in this file only, so its nonces are not raced by other test files.
const SENDER = 1

const tokenBalance = (token: `0x${string}`, owner: `0x${string}`) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

async function connected(parameters: { stablecoinsWithLegacyTransfer?: string[] } = {}) {
  const wallet = createDevnetWallet(devnet, { accountIndex: SENDER })
  const { adapter } = await setUpWithAnnouncedWallet(devnet, wallet, parameters)
  await adapter.connect({ connectorId: DEVNET_WALLET_ID, caipNetwork: l1 })
  return { adapter, wallet, sender: wallet.address as `0x${string}` }
}

const mined = async (hash: string) =>
  (await client.waitForTransactionReceipt({ hash: hash as `0x${string}`, pollingInterval: 50 })).status

describe('send (acceptance 5)', () => {
  test('0.5 ETH reaches a fresh address exactly', async () => {
    const { adapter, sender } = await connected()
    const recipient = privateKeyToAddress(generatePrivateKey())
    const senderBefore = await client.getBalance({ address: sender })
    const hash = await adapter.sendTransaction?.({
      connectorId: DEVNET_WALLET_ID,
      caipNetwork: l1,
      to: recipient,
      value: parseEther('0.5').toString(),
    })
    expect(await mined(hash ?? '')).toBe('success')
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.5'))
    const receipt = await client.getTransactionReceipt({ hash: hash as `0x${string}` })
    expect(await client.getBalance({ address: sender })).toBe(
      senderBefore - parseEther('0.5') - receipt.gasUsed * receipt.effectiveGasPrice,
    )
  })

  test('a gas limit given with the call (a swap the cloud built) is the one the transaction carries', async () => {
    const { adapter } = await connected()
    const hash = await adapter.sendTransaction?.({
      connectorId: DEVNET_WALLET_ID,
      caipNetwork: l1,
      to: privateKeyToAddress(generatePrivateKey()),
      value: '1',
      data: '0x',
      gas: '60000',
    })
    expect(await mined(hash ?? '')).toBe('success')
    expect((await client.getTransaction({ hash: hash as `0x${string}` })).gas).toBe(60_000n)
  })

  test('12.5 DUSD (6 decimals) reaches a fresh address exactly, through ERC-20 transfer', async () => {
    const { adapter, sender } = await connected()
    const recipient = privateKeyToAddress(generatePrivateKey())
    const senderBefore = await tokenBalance(chain.contracts.DUSD, sender)
    const hash = await adapter.sendTransaction?.({
      connectorId: DEVNET_WALLET_ID,
      caipNetwork: l1,
      to: recipient,
      value: parseUnits('12.5', 6).toString(),
      tokenAddress: chain.contracts.DUSD,
    })
    expect(await mined(hash ?? '')).toBe('success')
    expect(await tokenBalance(chain.contracts.DUSD, recipient)).toBe(12_500_000n)
    expect(await tokenBalance(chain.contracts.DUSD, sender)).toBe(senderBefore - 12_500_000n)
  })

  test('estimateGas prices a plain transfer at 21000', async () => {
    const { adapter, sender } = await connected()
    expect(
      await adapter.estimateGas?.({
        connectorId: DEVNET_WALLET_ID,
        caipNetwork: l1,
        from: sender,
        to: privateKeyToAddress(generatePrivateKey()),
        value: '1',
      }),
    ).toBe(21_000n)
  })

  test('writeContract calls a contract through the wallet', async () => {
    const { adapter } = await connected()
    const recipient = privateKeyToAddress(generatePrivateKey())
    const hash = await adapter.writeContract?.({
      connectorId: DEVNET_WALLET_ID,
      caipNetwork: l1,
      address: chain.contracts.DDL,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, parseEther('2')],
    })
    expect(await mined(hash ?? '')).toBe('success')
    expect(await tokenBalance(chain.contracts.DDL, recipient)).toBe(parseEther('2'))
  })

  test('a refused send is a UserRejectedRequestError and moves nothing', async () => {
    const { adapter, wallet } = await connected()
    const recipient = privateKeyToAddress(generatePrivateKey())
    wallet.rejectNext()
    await expect(
      adapter.sendTransaction?.({
        connectorId: DEVNET_WALLET_ID,
        caipNetwork: l1,
        to: recipient,
        value: '1',
      }),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
    expect(await client.getBalance({ address: recipient })).toBe(0n)
  })
})

describe('a legacy-ABI stablecoin (SPEC §9), deployed in the test from source compiled with solc', () => {
  let legacy: `0x${string}`
  beforeAll(async () => {
    const deployed = await deployLegacyStablecoin({
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      deployerIndex: SENDER,
      amount: parseUnits('1000', 6),
    })
    legacy = deployed.address
  })

  test('with the standard ERC-20 ABI the transfer is refused before the wallet is asked', async () => {
    const { adapter, wallet } = await connected()
    const requestsBefore = wallet.requests.filter(
      (request) => request.method === 'eth_sendTransaction',
    ).length
    await expect(
      adapter.sendTransaction?.({
        connectorId: DEVNET_WALLET_ID,
        caipNetwork: l1,
        to: privateKeyToAddress(generatePrivateKey()),
        value: '1',
        tokenAddress: legacy,
      }),
    ).rejects.toThrow(/returned no data/)
    expect(wallet.requests.filter((request) => request.method === 'eth_sendTransaction').length).toBe(
      requestsBefore,
    )
  })

  test('listed in stablecoinsWithLegacyTransfer, 12.5 of it reaches a fresh address exactly', async () => {
    const { adapter, sender } = await connected({
      stablecoinsWithLegacyTransfer: [legacy.toUpperCase().replace('0X', '0x')],
    })
    const recipient = privateKeyToAddress(generatePrivateKey())
    const senderBefore = await tokenBalance(legacy, sender)
    const hash = await adapter.sendTransaction?.({
      connectorId: DEVNET_WALLET_ID,
      caipNetwork: l1,
      to: recipient,
      value: parseUnits('12.5', 6).toString(),
      tokenAddress: legacy,
    })
    expect(await mined(hash ?? '')).toBe('success')
    expect(await tokenBalance(legacy, recipient)).toBe(12_500_000n)
    expect(await tokenBalance(legacy, sender)).toBe(senderBefore - 12_500_000n)
  })
})
