import { verifyMessage, verifyTypedData } from 'viem'
import { describe, expect, inject, test } from 'vitest'
import { UserRejectedRequestError } from '../index'
import {
  createDevnetWallet,
  DEVNET_WALLET_ID,
  devnetNetworks,
  setUpWithAnnouncedWallet,
} from '../test/harness'

const devnet = inject('devnet')
const [l1] = devnetNetworks(devnet)

async function connected() {
  const wallet = createDevnetWallet(devnet, { accountIndex: 6 })
  const { adapter } = await setUpWithAnnouncedWallet(devnet, wallet)
  await adapter.connect({ connectorId: DEVNET_WALLET_ID, caipNetwork: l1 })
  const address = wallet.address as `0x${string}`
  return { wallet, adapter, address }
}

const mail = {
  domain: { name: 'Portico', version: '1', chainId: 31337 },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Ada', wallet: '0x000000000000000000000000000000000000dEaD' },
    contents: 'Hello from Portico',
  },
} as const

describe('signing (acceptance 4)', () => {
  test('personal_sign verifies with viem verifyMessage for the connected address only', async () => {
    const { adapter, address, wallet } = await connected()
    const message = 'Sign in to Portico\nNonce: 42'
    const signature = (await adapter.signMessage({
      connectorId: DEVNET_WALLET_ID,
      address,
      message,
    })) as `0x${string}`
    expect(await verifyMessage({ address, message, signature })).toBe(true)
    expect(await verifyMessage({ address, message: `${message}!`, signature })).toBe(false)
    expect(wallet.requests.at(-1)?.method).toBe('personal_sign')
  })

  test('typed data verifies with viem verifyTypedData', async () => {
    const { adapter, address, wallet } = await connected()
    const signature = await adapter.signTypedData({ connectorId: DEVNET_WALLET_ID, address, ...mail })
    expect(await verifyTypedData({ ...mail, address, signature })).toBe(true)
    expect(
      await verifyTypedData({
        ...mail,
        message: { ...mail.message, contents: 'changed' },
        address,
        signature,
      }),
    ).toBe(false)
    expect(wallet.requests.at(-1)?.method).toBe('eth_signTypedData_v4')
  })

  test('a refused signature is a UserRejectedRequestError', async () => {
    const { adapter, address, wallet } = await connected()
    wallet.rejectNext()
    await expect(
      adapter.signMessage({ connectorId: DEVNET_WALLET_ID, address, message: 'no' }),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
    wallet.rejectNext()
    await expect(
      adapter.signTypedData({ connectorId: DEVNET_WALLET_ID, address, ...mail }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })
})
