import type { DevnetChain } from '@portico/devnet'
import { createPublicClient, http, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, inject, test } from 'vitest'
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
// Account 4 sends in this file only, so its nonces and balance are not raced by other test files.
const SENDER = 4

async function connected() {
  const wallet = createDevnetWallet(devnet, { accountIndex: SENDER })
  const { adapter } = await setUpWithAnnouncedWallet(devnet, wallet)
  await adapter.connect({ connectorId: DEVNET_WALLET_ID, caipNetwork: l1 })
  return { adapter, sender: wallet.address as `0x${string}` }
}

describe('estimateSendFee (SPEC §4 send preview)', () => {
  test('a native transfer costs 21,000 gas at the max fee per gas; an ERC-20 transfer costs more gas', async () => {
    const { adapter, sender } = await connected()
    const to = privateKeyToAddress(generatePrivateKey())
    const base = { connectorId: DEVNET_WALLET_ID, caipNetwork: l1, from: sender, to }
    const native = await adapter.estimateSendFee?.({ ...base, value: '1' })
    const { maxFeePerGas } = await client.estimateFeesPerGas()
    expect(native).toBe(21_000n * maxFeePerGas)
    const token = await adapter.estimateSendFee?.({
      ...base,
      value: parseUnits('1.5', 6).toString(),
      tokenAddress: chain.contracts.DUSD,
    })
    expect(token).toBeGreaterThan(native ?? 0n)
  })

  test('Max (the balance less twice the estimate, as core’s maxSendAmount leaves) is sent and mined, and the sender keeps what gas did not use', async () => {
    const { adapter, sender } = await connected()
    const to = privateKeyToAddress(generatePrivateKey())
    const balance = await client.getBalance({ address: sender })
    const fee = await adapter.estimateSendFee?.({
      connectorId: DEVNET_WALLET_ID,
      caipNetwork: l1,
      from: sender,
      to: sender,
      value: '0',
    })
    const value = balance - 2n * (fee ?? 0n)
    const hash = await adapter.sendTransaction?.({
      connectorId: DEVNET_WALLET_ID,
      caipNetwork: l1,
      to,
      value: value.toString(),
    })
    await adapter.waitForTransaction?.({ caipNetwork: l1, hash: hash ?? '' })
    const receipt = await client.getTransactionReceipt({ hash: hash as `0x${string}` })
    expect(await client.getBalance({ address: to })).toBe(value)
    expect(await client.getBalance({ address: sender })).toBe(
      2n * (fee ?? 0n) - receipt.gasUsed * receipt.effectiveGasPrice,
    )
  })
})
