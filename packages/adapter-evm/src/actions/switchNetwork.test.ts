import { toHex } from 'viem'
import { describe, expect, inject, test } from 'vitest'
import { ChainNotSupportedError } from '../errors/ChainNotSupportedError'
import { UserRejectedRequestError } from '../index'
import {
  createDevnetWallet,
  DEVNET_WALLET_ID,
  devnetNetworks,
  setUpWithAnnouncedWallet,
} from '../test/harness'

const devnet = inject('devnet')
const [l1, l2] = devnetNetworks(devnet)
const L2_ICON = 'https://icons.devnet.invalid/l2.svg'

async function connected(chainKeys: ('l1' | 'l2')[]) {
  const wallet = createDevnetWallet(devnet, { accountIndex: 3, chainKeys })
  const setup = await setUpWithAnnouncedWallet(devnet, wallet, { chainImages: { 31338: L2_ICON } })
  await setup.adapter.connect({ connectorId: DEVNET_WALLET_ID, caipNetwork: l1 })
  return { wallet, ...setup }
}

const methods = (wallet: { requests: readonly { method: string }[] }) =>
  wallet.requests.map((request) => request.method).filter((method) => method.startsWith('wallet_'))

describe('switch network (acceptance 6)', () => {
  test('from 31337 to 31338 on a wallet that knows both', async () => {
    const { adapter, wallet, log } = await connected(['l1', 'l2'])
    await adapter.switchNetwork({ connectorId: DEVNET_WALLET_ID, caipNetwork: l2 })
    expect(wallet.chainId).toBe(31338)
    expect(adapter.wagmiConfig.state.chainId).toBe(31338)
    expect(log.chainChanged).toEqual([{ connectorId: DEVNET_WALLET_ID, chainId: 31338 }])
    expect(methods(wallet)).not.toContain('wallet_addEthereumChain')
  })

  test('on 4902 it adds the chain with SPEC §7 fields, then switches', async () => {
    const { adapter, wallet } = await connected(['l1'])
    await adapter.switchNetwork({ connectorId: DEVNET_WALLET_ID, caipNetwork: l2 })
    expect(wallet.addedChains).toEqual([
      {
        chainId: toHex(31338),
        chainName: 'Portico Devnet L2',
        rpcUrls: [devnet.chains[1]?.rpcUrl],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        blockExplorerUrls: ['https://explorer.devnet.invalid'],
        iconUrls: [L2_ICON],
      },
    ])
    expect(methods(wallet).slice(-3)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(wallet.chainId).toBe(31338)
    // The wallet now reads from the added chain's RPC.
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe(toHex(31338))
    const balance = await adapter.getBalance?.({ address: wallet.address ?? '', caipNetwork: l2 })
    expect(balance?.symbol).toBe('ETH')
  })

  test('a rejected add-chain aborts with the user-rejected error and leaves the chain unchanged', async () => {
    const { adapter, wallet } = await connected(['l1'])
    wallet.rejectNext()
    const failure = adapter.switchNetwork({ connectorId: DEVNET_WALLET_ID, caipNetwork: l2 })
    await expect(failure).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(failure).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
    expect(wallet.chainId).toBe(31337)
    expect(wallet.addedChains).toEqual([])
    expect(adapter.wagmiConfig.state.chainId).toBe(31337)
    // No retry after a refusal.
    expect(methods(wallet).slice(-2)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain'])
  })

  test('a rejected switch on a known chain aborts the same way', async () => {
    const { adapter, wallet, log } = await connected(['l1', 'l2'])
    wallet.rejectNext()
    await expect(
      adapter.switchNetwork({ connectorId: DEVNET_WALLET_ID, caipNetwork: l2 }),
    ).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      code: 4001,
    })
    expect(wallet.chainId).toBe(31337)
    expect(log.chainChanged).toEqual([])
  })

  test('an add-chain the wallet refuses as invalid is Chain is not supported', async () => {
    const { adapter, wallet } = await connected(['l1'])
    const broken = { ...l2, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 6 } }
    await expect(
      adapter.switchNetwork({ connectorId: DEVNET_WALLET_ID, caipNetwork: broken }),
    ).rejects.toSatisfy(
      (error) => error instanceof ChainNotSupportedError && error.shortMessage === 'Chain is not supported',
    )
    expect(wallet.chainId).toBe(31337)
  })
})
