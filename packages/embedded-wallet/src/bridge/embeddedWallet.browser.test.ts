import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import { connect, createConfig, disconnect, injected, signMessage } from '@wagmi/core'
import {
  type Address,
  createPublicClient,
  createTestClient,
  defineChain,
  type EIP1193Provider,
  type Hex,
  http,
  parseEther,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { commands } from 'vitest/browser'
import { NOT_CONNECTED_MESSAGE } from '../frame/frameErrors'
import { text as arabic } from '../frame/text/locales/ar'
import { FRAME_CHANNEL, type FrameUser } from '../protocol/frameEvents'
import { clickInFrame, logInByEmail } from '../test/personInFrame'
import '../test/testStack'
import { createEmbeddedEvmProvider } from './createEmbeddedEvmProvider'
import { createEmbeddedSolanaProvider } from './createEmbeddedSolanaProvider'
import { createEmbeddedWalletBridge, type EmbeddedWalletBridge } from './createEmbeddedWalletBridge'

// Runs in Debian's Chromium against the real stack (globalStack): the cloud, the mail sink, the devnet
// and the frame server, the frame on http://localhost:<port>, another site than this 127.0.0.1 page.
const stack = inject('stack')
const [l1, l2] = stack.evm as [{ chainId: number; rpcUrl: string }, { chainId: number; rpcUrl: string }]
const email = `user-${crypto.randomUUID()}@example.com`

const openBridge = () =>
  createEmbeddedWalletBridge({
    frameUrl: stack.frameUrl,
    projectId: stack.demoProjectId,
    chainId: l1.chainId,
    rpcUrl: l1.rpcUrl,
  })

const frameElement = () =>
  document.querySelector<HTMLIFrameElement>('iframe[title="Portico embedded wallet"]')

/** Messages the page receives, to see that nobody answered something. */
const received: unknown[] = []
const record = (event: MessageEvent) => received.push(event.data)

let bridge: EmbeddedWalletBridge
let user: FrameUser

beforeAll(async () => {
  window.addEventListener('message', record)
  bridge = openBridge()
  user = await logInByEmail(bridge, stack.mailUrl, email)
})

afterAll(() => {
  window.removeEventListener('message', record)
  bridge.destroy()
})

describe('email login through the bridge', () => {
  test('gives an EVM and a Solana account of one seed, and the bridge is initialized', () => {
    expect(bridge.status).toBe('initialized')
    expect(user.email).toBe(email)
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(user.solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(user.preferredAccountType).toBe('eoa')
    expect(user.chainId).toBe(l1.chainId)
  })

  test('a reload (a new frame) is connected again with no new code', async () => {
    bridge.destroy()
    expect(frameElement()).toBeNull()
    bridge = openBridge()
    expect(await bridge.isConnected()).toBe(true)
    expect(await bridge.getUser()).toMatchObject({
      email,
      address: user.address,
      solanaAddress: user.solanaAddress,
    })
    expect(await commands.countMails(stack.mailUrl, email)).toBe(1)
  })
})

describe('EVM through the EIP-1193 provider', () => {
  const provider = () =>
    createEmbeddedEvmProvider({ bridge, rpcUrls: { [l1.chainId]: l1.rpcUrl, [l2.chainId]: l2.rpcUrl } })
  const chain = createPublicClient({ transport: http(l1.rpcUrl) })

  test('eth_requestAccounts and eth_chainId answer the frame account and network', async () => {
    expect(await provider().request({ method: 'eth_requestAccounts' })).toEqual([user.address])
    expect(await provider().request({ method: 'eth_chainId' })).toBe(toHex(l1.chainId))
  })

  test('personal_sign and eth_signTypedData_v4 are signed by the account (verified with viem)', async () => {
    const signing = provider().request({
      method: 'personal_sign',
      params: [toHex('Sign in to Portico'), user.address],
    })
    await clickInFrame(bridge)
    const signature = (await signing) as Hex
    expect(
      await verifyMessage({ address: user.address as Address, message: 'Sign in to Portico', signature }),
    ).toBe(true)
    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: l1.chainId },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail' as const,
      message: { contents: 'hello' },
    }
    const typedSigning = provider().request({
      method: 'eth_signTypedData_v4',
      params: [
        user.address,
        JSON.stringify({
          ...typedData,
          types: {
            ...typedData.types,
            EIP712Domain: [
              { name: 'name', type: 'string' },
              { name: 'version', type: 'string' },
              { name: 'chainId', type: 'uint256' },
            ],
          },
        }),
      ],
    })
    await clickInFrame(bridge)
    const typedSignature = (await typedSigning) as Hex
    expect(
      await verifyTypedData({ address: user.address as Address, signature: typedSignature, ...typedData }),
    ).toBe(true)
  })

  test('the frame draws its approval in the language and theme the modal syncs, its own words', async () => {
    bridge.syncTheme({ themeMode: 'dark', locale: 'ar' })
    try {
      const signing = provider().request({ method: 'personal_sign', params: [toHex('مرحبا'), user.address] })
      bridge.showFrame({ top: 0, left: 0, width: 360 })
      expect(await commands.readSecureFrame()).toEqual({
        lang: 'ar',
        dir: 'rtl',
        theme: 'dark',
        heading: arabic['approval.message'],
      })
      bridge.hideFrame()
      await clickInFrame(bridge, arabic['approval.approve'])
      expect(
        await verifyMessage({
          address: user.address as Address,
          message: 'مرحبا',
          signature: (await signing) as Hex,
        }),
      ).toBe(true)
    } finally {
      bridge.syncTheme({ themeMode: 'light', locale: 'en' })
    }
  })

  test('a signature for an account the frame does not hold is refused (4100), even approved', async () => {
    const signing = provider()
      .request({ method: 'personal_sign', params: [toHex('x'), privateKeyToAddress(generatePrivateKey())] })
      .catch((error: unknown) => error)
    await clickInFrame(bridge)
    expect(await signing).toMatchObject({ code: 4100 })
  })

  test('eth_sendTransaction on the devnet moves exactly the amount, plus gas from the sender', async () => {
    const address = user.address as Address
    await createTestClient({ mode: 'anvil', transport: http(l1.rpcUrl) }).setBalance({
      address,
      value: parseEther('1'),
    })
    const receiver = privateKeyToAddress(generatePrivateKey())
    const amount = parseEther('0.01')
    const senderBefore = await chain.getBalance({ address })
    const sending = provider().request({
      method: 'eth_sendTransaction',
      params: [{ from: address, to: receiver, value: toHex(amount) }],
    })
    await clickInFrame(bridge)
    const hash = (await sending) as Hex
    const receipt = await chain.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await chain.getBalance({ address: receiver })).toBe(amount)
    expect(senderBefore - (await chain.getBalance({ address }))).toBe(
      amount + receipt.gasUsed * receipt.effectiveGasPrice,
    )
  })

  test('wallet_switchEthereumChain moves the frame to the other devnet chain; an unknown chain is 4902', async () => {
    const evm = provider()
    const changes: unknown[] = []
    evm.on('chainChanged', (chainId) => changes.push(chainId))
    await evm.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: toHex(l2.chainId) }] })
    expect(changes).toEqual([toHex(l2.chainId)])
    expect(await evm.request({ method: 'eth_chainId' })).toBe(toHex(l2.chainId))
    expect(await bridge.getChainId()).toBe(l2.chainId)
    await expect(
      evm.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: toHex(999_999) }] }),
    ).rejects.toMatchObject({ code: 4902 })
    await evm.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: toHex(l1.chainId) }] })
  })

  test('the bridge tells of every user the frame answers, and a switch that keeps the active address announces none', async () => {
    const heard: string[] = []
    const stop = bridge.onUser((answered) => heard.push(answered.address))
    const evm = provider()
    const changes: unknown[] = []
    evm.on('accountsChanged', (accounts) => changes.push(accounts))
    expect(await evm.request({ method: 'eth_requestAccounts' })).toEqual([user.address])
    expect((await bridge.getUser()).address).toBe(user.address)
    expect(heard).toEqual([user.address])
    // This frame runs no smart account on either devnet chain: the EOA stays active on both.
    await evm.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: toHex(l2.chainId) }] })
    await evm.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: toHex(l1.chainId) }] })
    expect(await evm.request({ method: 'eth_accounts' })).toEqual([user.address])
    expect(changes).toEqual([])
    stop()
  })

  test('wagmi connects to it as to any injected wallet, and signs through it', async () => {
    const devnet = defineChain({
      id: l1.chainId,
      name: 'Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [l1.rpcUrl] } },
    })
    const config = createConfig({
      chains: [devnet],
      transports: { [devnet.id]: http(l1.rpcUrl) },
      // The email login was the permission: no wallet_requestPermissions prompt to shim.
      connectors: [
        injected({
          shimDisconnect: false,
          target: {
            id: 'portico-embedded',
            name: 'Portico',
            provider: provider() as unknown as EIP1193Provider,
          },
        }),
      ],
    })
    const [connector] = config.connectors
    if (!connector) throw new Error('no connector')
    const connection = await connect(config, { connector })
    expect(connection).toMatchObject({ accounts: [user.address], chainId: l1.chainId })
    const signing = signMessage(config, { message: 'Signed through wagmi' })
    await clickInFrame(bridge)
    const signature = await signing
    expect(
      await verifyMessage({ address: user.address as Address, message: 'Signed through wagmi', signature }),
    ).toBe(true)
    await disconnect(config)
  })

  test('a method the frame does not offer is refused with SPEC §8 text', async () => {
    await expect(provider().request({ method: 'anvil_setBalance', params: [] })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
  })
})

describe('Solana through the Solana provider', () => {
  test('signMessage is an ed25519 signature of the Solana account', async () => {
    const solana = createEmbeddedSolanaProvider({ bridge })
    const { publicKey } = await solana.connect()
    expect(publicKey).toBe(user.solanaAddress)
    const message = new TextEncoder().encode('Sign in to Portico on Solana')
    const signing = solana.signMessage(message)
    await clickInFrame(bridge)
    const { signature } = await signing
    expect(ed25519.verify(signature, message, base58.decode(publicKey))).toBe(true)
  })

  test('a SOL transfer signed by the frame lands on the devnet: the receiver gets exactly the amount', async () => {
    const solana = createEmbeddedSolanaProvider({ bridge })
    const { publicKey } = await solana.connect()
    await commands.fundSolana(stack.solanaRpcUrl, publicKey, 1)
    const receiver = base58.encode(ed25519.getPublicKey(ed25519.utils.randomSecretKey()))
    const lamports = 10_000_000
    const unsigned = await commands.solanaTransfer(stack.solanaRpcUrl, publicKey, receiver, lamports)
    const signing = solana.signTransaction(base64.decode(unsigned))
    await clickInFrame(bridge)
    const signed = await signing
    await commands.sendSolanaTransaction(stack.solanaRpcUrl, base64.encode(signed))
    expect(await commands.solanaBalance(stack.solanaRpcUrl, receiver)).toBe(lamports)
  })
})

describe('isolation', () => {
  test("the page's script cannot read the frame's document or storage (SecurityError)", () => {
    const frame = frameElement()
    if (!frame?.contentWindow) throw new Error('no frame')
    const view = frame.contentWindow
    expect(frame.contentDocument).toBeNull()
    for (const read of [
      () => view.document,
      () => view.localStorage,
      () => view.indexedDB,
      () => view.location.href,
    ])
      expect(read).toThrow(expect.objectContaining({ name: 'SecurityError' }))
  })

  test('a request forged by a third-origin frame is ignored by the secure frame', async () => {
    const forged = {
      channel: FRAME_CHANNEL,
      id: `forged-${crypto.randomUUID()}`,
      type: 'SIGN_OUT',
      payload: {},
    }
    const forger = document.createElement('iframe')
    const done = new Promise<void>((resolve) => {
      const onDone = (event: MessageEvent) => {
        if (event.source !== forger.contentWindow || !(event.data as { forgerDone?: boolean })?.forgerDone)
          return
        window.removeEventListener('message', onDone)
        resolve()
      }
      window.addEventListener('message', onDone)
    })
    forger.src = `${stack.pagesUrl}/forger.html#${encodeURIComponent(JSON.stringify({ toFrame: forged }))}`
    document.body.appendChild(forger)
    await done
    // The forged request was posted before `done`; a moment more lets any answer to it arrive.
    await new Promise((resolve) => setTimeout(resolve, 500))
    // Had the frame taken it, it would have signed out and answered the page with the forged id.
    expect(await bridge.isConnected()).toBe(true)
    expect(received.some((data) => (data as { id?: string })?.id === forged.id)).toBe(false)
    forger.remove()
  })
})

describe('sign out', () => {
  test('the frame holds no session afterwards, nor does a new frame', async () => {
    await bridge.signOut()
    expect(await bridge.isConnected()).toBe(false)
    await expect(bridge.getUser()).rejects.toThrow(NOT_CONNECTED_MESSAGE)
    bridge.destroy()
    bridge = openBridge()
    expect(await bridge.isConnected()).toBe(false)
  })
})
