import { type Devnet, freeDevnetPorts, getDevnetAccounts, startDevnet } from '@portico/devnet'
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createEvmTestWallet } from './createEvmTestWallet'

let devnet: Devnet
const accounts = getDevnetAccounts()
const [first, second] = accounts as [(typeof accounts)[0], (typeof accounts)[0]]

beforeAll(async () => {
  devnet = await startDevnet({ ports: await freeDevnetPorts() })
})
afterAll(async () => {
  await devnet?.stop()
})

const l1 = () => devnet.chains[0] as Devnet['chains'][0]
const l2 = () => devnet.chains[1] as Devnet['chains'][0]
const known = (chain: Devnet['chains'][0]) => ({
  chainId: chain.chainId,
  rpcUrl: chain.rpcUrl,
  name: chain.name,
})
const walletOnL1 = () => createEvmTestWallet({ accounts, chains: [known(l1())] })
const connected = async () => {
  const wallet = walletOnL1()
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  return wallet
}
const rpcCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: number }) => error.code,
  )

describe('account grant', () => {
  test('eth_accounts is empty until eth_requestAccounts, and empty again once revoked', async () => {
    const wallet = walletOnL1()
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([first.address])
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([first.address])
    await wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  test('rejectNext makes the next prompt fail with 4001 and grants nothing', async () => {
    const wallet = walletOnL1()
    wallet.rejectNext()
    expect(await rpcCode(wallet.provider.request({ method: 'eth_requestAccounts' }))).toBe(4001)
    expect(wallet.granted).toBe(false)
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([first.address])
  })

  test('delayNext holds the next prompt until released; reads are not held', async () => {
    const wallet = walletOnL1()
    const release = wallet.delayNext()
    let answered = false
    const pending = wallet.provider.request({ method: 'eth_requestAccounts' }).then((accounts) => {
      answered = true
      return accounts
    })
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await new Promise((resolve) => setImmediate(resolve))
    expect(answered).toBe(false)
    expect(wallet.granted).toBe(false)
    release()
    expect(await pending).toEqual([first.address])
    expect(wallet.granted).toBe(true)
  })

  test('switchAccount and disconnect reach the site as events', async () => {
    const wallet = await connected()
    const heard: unknown[] = []
    wallet.provider.on('accountsChanged', (accounts) => heard.push(['accountsChanged', accounts]))
    wallet.provider.on('disconnect', (error) => heard.push(['disconnect', (error as { code: number }).code]))
    wallet.switchAccount(1)
    wallet.disconnect()
    expect(heard).toEqual([
      ['accountsChanged', [second.address]],
      ['disconnect', 4900],
    ])
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  test('signing for an account the site was not granted is unauthorized (4100)', async () => {
    const wallet = walletOnL1()
    expect(
      await rpcCode(
        wallet.provider.request({ method: 'personal_sign', params: ['0x68690a', first.address] }),
      ),
    ).toBe(4100)
  })
})

describe('chains', () => {
  test('switches to a chain it knows and says chainChanged', async () => {
    const wallet = createEvmTestWallet({ accounts, chains: [known(l1()), known(l2())] })
    const heard: unknown[] = []
    wallet.provider.on('chainChanged', (chainId) => heard.push(chainId))
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe(toHex(31337))
    await wallet.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: toHex(31338) }],
    })
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe(toHex(31338))
    expect(heard).toEqual([toHex(31338)])
    // Reads now go to the second chain's RPC.
    expect(
      await wallet.provider.request({ method: 'eth_getBalance', params: [second.address, 'latest'] }),
    ).toBe(toHex(parseEther('10000')))
  })

  test('answers 4902 for an unknown chain, then knows it once added', async () => {
    const wallet = walletOnL1()
    const switchToL2 = () =>
      wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: toHex(31338) }] })
    expect(await rpcCode(switchToL2())).toBe(4902)
    const invalid = { chainId: toHex(31338), chainName: '', rpcUrls: [l2().rpcUrl] }
    expect(
      await rpcCode(
        wallet.provider.request({ method: 'wallet_addEthereumChain', params: [invalid as never] }),
      ),
    ).toBe(-32602)
    await wallet.provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: toHex(31338),
          chainName: l2().name,
          rpcUrls: [l2().rpcUrl],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    })
    expect(wallet.addedChains.map((chain) => chain.chainId)).toEqual([toHex(31338)])
    await switchToL2()
    expect(wallet.chainId).toBe(31338)
  })

  test('a refused switch leaves the chain where it was', async () => {
    const wallet = createEvmTestWallet({ accounts, chains: [known(l1()), known(l2())] })
    wallet.rejectNext()
    expect(
      await rpcCode(
        wallet.provider.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: toHex(31338) }],
        }),
      ),
    ).toBe(4001)
    expect(wallet.chainId).toBe(31337)
  })
})

describe('signing with the real key', () => {
  test('personal_sign verifies against the address', async () => {
    const wallet = await connected()
    const signature = await wallet.provider.request({
      method: 'personal_sign',
      params: [toHex('hello portico'), first.address],
    })
    expect(await verifyMessage({ address: first.address, message: 'hello portico', signature })).toBe(true)
    expect(await verifyMessage({ address: second.address, message: 'hello portico', signature })).toBe(false)
  })

  test('eth_signTypedData_v4 verifies against the address', async () => {
    const wallet = await connected()
    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Greeting: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Greeting',
      message: { text: 'gm' },
    } as const
    const signature = (await wallet.provider.request({
      method: 'eth_signTypedData_v4',
      params: [first.address, JSON.stringify(typedData)],
    })) as `0x${string}`
    const { EIP712Domain: _, ...types } = typedData.types
    expect(await verifyTypedData({ ...typedData, types, address: first.address, signature })).toBe(true)
  })
})

describe('transactions', () => {
  test('eth_sendTransaction signs locally and moves ETH on the chain', async () => {
    const wallet = await connected()
    const recipient = privateKeyToAddress(generatePrivateKey())
    const hash = (await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: first.address, to: recipient, value: toHex(parseEther('1.25')) }],
    })) as `0x${string}`
    const client = createPublicClient({ transport: http(l1().rpcUrl) })
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success')
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('1.25'))
  })

  test('wallet_sendCalls runs each call, and wallet_getCallsStatus reads them confirmed', async () => {
    const wallet = await connected()
    const recipient = privateKeyToAddress(generatePrivateKey())
    const capabilities = await wallet.provider.request({
      method: 'wallet_getCapabilities',
      params: [first.address],
    })
    expect(capabilities).toEqual({ [toHex(31337)]: { atomic: { status: 'unsupported' } } })
    const { id } = (await wallet.provider.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          from: first.address,
          chainId: toHex(31337),
          atomicRequired: false,
          calls: [
            { to: recipient, value: toHex(1000n) },
            {
              to: l1().contracts.DUSD,
              data: encodeFunctionData({
                abi: erc20Abi,
                functionName: 'transfer',
                args: [recipient, parseUnits('3', 6)],
              }),
            },
          ],
        },
      ],
    } as never)) as { id: string }
    const readStatus = async () =>
      (await wallet.provider.request({ method: 'wallet_getCallsStatus', params: [id] } as never)) as {
        status: number
        receipts: { status: string }[]
      }
    // anvil mines each sent transaction a moment after answering, so a bundle may read pending (100) first, as EIP-5792 allows
    const status = await vi.waitFor(
      async () => {
        const read = await readStatus()
        if (read.status === 100) throw new Error('the bundle is still pending')
        return read
      },
      { timeout: 10_000, interval: 50 },
    )
    expect(status.status).toBe(200)
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
    const client = createPublicClient({ transport: http(l1().rpcUrl) })
    expect(await client.getBalance({ address: recipient })).toBe(1000n)
    expect(
      await client.readContract({
        address: l1().contracts.DUSD,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(parseUnits('3', 6))
  })

  test('an unknown bundle id is 5730 and an unsupported method is 4200', async () => {
    const wallet = await connected()
    expect(
      await rpcCode(wallet.provider.request({ method: 'wallet_getCallsStatus', params: ['0x01'] } as never)),
    ).toBe(5730)
    expect(await rpcCode(wallet.provider.request({ method: 'eth_sign', params: [] } as never))).toBe(4200)
  })

  test('a wallet without EIP-5792 refuses wallet_sendCalls as unsupported', async () => {
    const wallet = createEvmTestWallet({ accounts, chains: [known(l1())], supportsCalls: false })
    expect(
      await rpcCode(wallet.provider.request({ method: 'wallet_getCapabilities', params: [first.address] })),
    ).toBe(4200)
  })
})
