import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type DevnetDescription, freeDevnetPorts, getDevnetAccounts, startDevnet } from '@portico/devnet'
import { type MailSink, startMailSink } from '@portico/mail-sink'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
  toEventSelector,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { type CloudProcess, startCloudProcess } from '../../../../../cloudProcess.shared'
import type { SmartAccountNetwork } from '../../frameServer/smartAccountNetworks'
import { FRAME_CHANNEL, type FrameReply, type FrameUser } from '../../protocol/frameEvents'
import { scriptedCodeEntry } from '../../test/scriptedCodeEntry'
import { scriptedKeyExportView } from '../../test/scriptedKeyExportView'
import { scriptedPasskeyView } from '../../test/scriptedPasskeyView'
import { NODE_FRAME_ORIGIN, sendFrameOrigin } from '../../test/sendFrameOrigin'
import { createFrameApp } from '../createFrameApp'
import { chainOf, type EvmNetwork } from '../evmRpc'
import { createFrameCloudClient } from '../frameCloudClient'
import { BUNDLER_UNREACHABLE_MESSAGE, SMART_ACCOUNT_NOT_ENABLED_MESSAGE } from '../frameErrors'
import { memoryDeviceShareStore, memoryStorage } from '../memoryStores'
import { memorySessionKeyStore } from '../sessionKeyStore'
import { createSessionStore } from '../sessionStore'

// The secure frame's smart account against the real devnet, its alto bundlers and the real cloud.
const PROJECT_ID = 'portico-demo'
const PAGE_ORIGIN = 'http://127.0.0.1:5173'
const TRANSFER_TOPIC = toEventSelector('Transfer(address,address,uint256)')

let devnet: Awaited<ReturnType<typeof startDevnet>>
let description: DevnetDescription
let mail: MailSink
let cloud: CloudProcess
let l1: EvmNetwork & { bundlerUrl: string; dusd: Address }
let l2: EvmNetwork
/** l2's real bundler behind a loopback relay the test stops: the frame's bundler URL for l2. */
let l2Bundler: { url: string; stop: () => Promise<void> }

/** Relays JSON-RPC to `target` until stopped; then its port refuses, as a stopped bundler's does. */
async function startBundlerRelay(target: string) {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', async () => {
      const answer = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat(chunks),
      })
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(Buffer.from(await answer.arrayBuffer()))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

// A failure bound: a devnet with both ERC-4337 bundlers starts here (3 s in a measured run on two loaded cores).
beforeAll(async () => {
  devnet = await startDevnet({ ports: await freeDevnetPorts(), bundlers: true })
  description = devnet
  const [first, second] = description.chains
  if (!first?.bundlerUrl || !second?.bundlerUrl) throw new Error('the devnet started without its bundlers')
  l1 = {
    chainId: first.chainId,
    rpcUrl: first.rpcUrl,
    bundlerUrl: first.bundlerUrl,
    dusd: first.contracts.DUSD,
  }
  l2 = { chainId: second.chainId, rpcUrl: second.rpcUrl }
  l2Bundler = await startBundlerRelay(second.bundlerUrl)
  mail = await startMailSink({ smtpPort: 0, httpPort: 0 })
  sendFrameOrigin()
  cloud = await startCloudProcess({ frameOrigin: NODE_FRAME_ORIGIN, args: ['--smtp-url', mail.smtpUrl] })
}, 240_000)
afterAll(async () => {
  vi.unstubAllGlobals()
  await l2Bundler?.stop()
  await cloud?.stop()
  await mail?.close()
  await devnet?.stop()
})

/** One secure frame app driven as the bridge drives it: a request in, its posted answer out. */
function frameApp(
  networks: SmartAccountNetwork[],
  stores = {
    storage: memoryStorage(),
    shares: memoryDeviceShareStore(),
    sessionKeys: memorySessionKeyStore(),
  },
) {
  const waiting = new Map<string, (reply: FrameReply) => void>()
  let next = 0
  const codes = scriptedCodeEntry()
  const app = createFrameApp({
    projectId: PROJECT_ID,
    cloud: createFrameCloudClient({
      cloudUrl: cloud.url,
      projectId: PROJECT_ID,
      sessionKeys: stores.sessionKeys,
    }),
    sessions: createSessionStore(stores.storage, PROJECT_ID),
    deviceShares: stores.shares,
    network: { chainId: l1.chainId, rpcUrl: l1.rpcUrl },
    smartAccountNetworks: networks,
    pageOrigin: PAGE_ORIGIN,
    post: (reply) => waiting.get(reply.id)?.(reply),
    codes: codes.entry,
    keyExportView: scriptedKeyExportView().view,
    passkeyView: scriptedPasskeyView().view,
    // The person approves each request the frame's view shows (its own click is the browser tests' and e2e's).
    onHeld: (held) =>
      queueMicrotask(() => {
        for (const { id } of held) app.approvals.approve(id)
      }),
  })
  async function call<result>(type: string, payload: unknown = {}): Promise<result> {
    const id = `r${++next}`
    const reply = new Promise<FrameReply>((resolve) => waiting.set(id, resolve))
    await app.handle({ channel: FRAME_CHANNEL, id, type, payload })
    const { type: answered, payload: answer } = await reply
    if (answered === `${type}_ERROR`) throw new Error((answer as { message: string }).message)
    return answer as result
  }
  const rpc = async <result>(method: string, params: unknown[] = []) =>
    (await call<{ result: result }>('RPC_REQUEST', { namespace: 'eip155', method, params })).result
  return { app, call, rpc, stores, codes }
}

async function readLoginCode(email: string): Promise<string> {
  const url = new URL('/api/mails', mail.httpUrl)
  url.searchParams.set('to', email)
  const { mails } = (await (await fetch(url)).json()) as { mails: { text: string }[] }
  const code = /\b([0-9]{6})\b/.exec(mails[0]?.text ?? '')?.[1]
  if (!code) throw new Error(`no login code for ${email}`)
  return code
}

async function logIn(frame: ReturnType<typeof frameApp>): Promise<FrameUser> {
  const email = `aa-${randomBytes(6).toString('hex')}@example.com`
  await frame.call('CONNECT_EMAIL', { email })
  // The person types the mailed code in the frame's own field.
  frame.codes.type(await readLoginCode(email))
  return frame.call<FrameUser>('CONNECT_OTP')
}

const publicClient = (network: EvmNetwork) =>
  createPublicClient({ chain: chainOf(network), transport: http(network.rpcUrl) })
const testClient = (network: EvmNetwork) =>
  createTestClient({ mode: 'anvil', chain: chainOf(network), transport: http(network.rpcUrl) })

/** DUSD from devnet account 3 (the bundler test's funder) to `to`. */
async function sendDusd(to: Address, amount: string): Promise<void> {
  const funder = getDevnetAccounts()[3]
  if (!funder) throw new Error('devnet account 3 missing')
  const wallet = createWalletClient({ account: funder, chain: chainOf(l1), transport: http(l1.rpcUrl) })
  const hash = await wallet.writeContract({
    address: l1.dusd,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, parseUnits(amount, 6)],
  })
  await publicClient(l1).waitForTransactionReceipt({ hash })
}

const dusdOf = (address: Address) =>
  publicClient(l1).readContract({
    address: l1.dusd,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
const transfer = (to: Address, amount: string) => ({
  to: l1.dusd,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits(amount, 6)] }),
})
/** ERC-6492's magic suffix: an undeployed contract account's signature ends with it. */
const ERC6492_SUFFIX = '6492649264926492649264926492649264926492649264926492649264926492'
const newAddress = () => privateKeyToAccount(generatePrivateKey()).address

describe("the secure frame's smart account", () => {
  let frame: ReturnType<typeof frameApp>
  let eoa: Address
  let smartAccount: Address

  test("after login the enabled networks are the deployment's, and the account is the EOA", async () => {
    frame = frameApp([
      { chainId: l1.chainId, bundlerUrl: l1.bundlerUrl },
      { chainId: l2.chainId, bundlerUrl: l2Bundler.url },
    ])
    const user = await logIn(frame)
    expect(await frame.call('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toEqual({
      smartAccountEnabledNetworks: description.chains.map((chain) => chain.chainId),
    })
    eoa = user.address as Address
    const smart = user.accounts?.find((account) => account.type === 'smartAccount')
    expect(smart, 'the smart account is listed beside the EOA').toBeDefined()
    smartAccount = smart?.address as Address
    expect(user).toMatchObject({
      chainId: l1.chainId,
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
      accounts: [
        { address: eoa, type: 'eoa' },
        { address: smartAccount, type: 'smartAccount' },
      ],
    })
    expect(smartAccount).not.toBe(eoa)
    expect(await frame.rpc('eth_accounts')).toEqual([eoa])
  })

  test('SET_PREFERRED_ACCOUNT smartAccount: the user, eth_accounts and INIT_SMART_ACCOUNT give the smart account, not deployed', async () => {
    const user = await frame.call<FrameUser>('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    expect(user).toMatchObject({
      address: smartAccount,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    expect(await frame.rpc('eth_accounts')).toEqual([smartAccount])
    expect(await frame.call('INIT_SMART_ACCOUNT')).toEqual({ address: smartAccount, isDeployed: false })
    expect(await frame.rpc('wallet_getCapabilities', [smartAccount])).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
      '0x7a6a': { atomic: { status: 'supported' } },
    })
  })

  test('eth_sendTransaction of 0.01 ETH goes as a user operation: its transaction hash has a receipt, the receiver gets exactly 0.01 ETH', async () => {
    await testClient(l1).setBalance({ address: smartAccount, value: parseEther('1') })
    const receiver = newAddress()
    const eoaBefore = await publicClient(l1).getBalance({ address: eoa })
    const hash = await frame.rpc<Hex>('eth_sendTransaction', [
      { from: smartAccount, to: receiver, value: '0x2386f26fc10000' },
    ])
    const receipt = await publicClient(l1).getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await publicClient(l1).getBalance({ address: receiver })).toBe(parseEther('0.01'))
    // The smart account paid (value and gas); the EOA did not move.
    expect(await publicClient(l1).getBalance({ address: smartAccount })).toBeLessThan(parseEther('0.99'))
    expect(await publicClient(l1).getBalance({ address: eoa })).toBe(eoaBefore)
    expect(await frame.call<FrameUser>('GET_USER')).toMatchObject({
      address: smartAccount,
      smartAccountDeployed: true,
    })
  })

  test('wallet_sendCalls puts two DUSD transfers in ONE user operation; wallet_getCallsStatus says 200 with both Transfer logs in one receipt', async () => {
    await sendDusd(smartAccount, '10')
    const [alice, bob] = [newAddress(), newAddress()]
    const { id } = await frame.rpc<{ id: Hex }>('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: smartAccount,
        atomicRequired: true,
        calls: [transfer(alice, '1.5'), transfer(bob, '2.25')],
      },
    ])
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    type Status = {
      status: number
      atomic: boolean
      receipts?: { logs: { address: string; topics: Hex[] }[] }[]
    }
    let status = await frame.rpc<Status>('wallet_getCallsStatus', [id])
    for (let attempt = 0; status.status === 100 && attempt < 100; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      status = await frame.rpc<Status>('wallet_getCallsStatus', [id])
    }
    expect(status).toMatchObject({ status: 200, atomic: true, id })
    expect(status.receipts).toHaveLength(1)
    const transfers = (status.receipts?.[0]?.logs ?? []).filter(
      (log) => log.address.toLowerCase() === l1.dusd.toLowerCase() && log.topics[0] === TRANSFER_TOPIC,
    )
    expect(transfers).toHaveLength(2)
    expect(await dusdOf(alice)).toBe(parseUnits('1.5', 6))
    expect(await dusdOf(bob)).toBe(parseUnits('2.25', 6))
    expect(await dusdOf(smartAccount)).toBe(parseUnits('6.25', 6))
  })

  test('a malformed batch or another account is refused before anything is sent', async () => {
    await expect(frame.rpc('wallet_sendCalls', [{ calls: [] }])).rejects.toThrow('at least one call')
    await expect(frame.rpc('wallet_sendCalls', [{ calls: [{ to: 'nobody' }] }])).rejects.toThrow(
      'Call 1 needs a "to" address',
    )
    await expect(
      frame.rpc('eth_sendTransaction', [{ from: eoa, to: newAddress(), value: '0x1' }]),
    ).rejects.toThrow('The embedded wallet does not hold this account')
    await expect(frame.rpc('wallet_getCallsStatus', ['0x12'])).rejects.toThrow('the id wallet_sendCalls gave')
    await expect(
      frame.rpc('wallet_sendCalls', [{ chainId: '0x7a6a', calls: [{ to: newAddress(), value: '0x1' }] }]),
    ).rejects.toThrow(`wallet_sendCalls is for chain ${l1.chainId}`)
    // An operation the bundler has no receipt of (not yet mined, or never sent) is pending.
    expect(await frame.rpc('wallet_getCallsStatus', [`0x${'ab'.repeat(32)}`])).toMatchObject({
      status: 100,
      atomic: true,
    })
  })

  test('a stopped bundler: the clear error, and no balance moved', async () => {
    await frame.call('SWITCH_NETWORK', l2)
    await testClient(l2).setBalance({ address: smartAccount, value: parseEther('1') })
    // l2's bundler works (the smart account deploys there with its first operation), then stops.
    await frame.rpc('eth_sendTransaction', [{ from: smartAccount, to: newAddress(), value: '0x1' }])
    await l2Bundler.stop()
    const balance = await publicClient(l2).getBalance({ address: smartAccount })
    const receiver = newAddress()
    await expect(
      frame.rpc('eth_sendTransaction', [{ from: smartAccount, to: receiver, value: '0x2386f26fc10000' }]),
    ).rejects.toThrow(BUNDLER_UNREACHABLE_MESSAGE)
    await expect(
      frame.rpc('wallet_sendCalls', [{ calls: [{ to: receiver, value: '0x1' }] }]),
    ).rejects.toThrow(BUNDLER_UNREACHABLE_MESSAGE)
    expect(await publicClient(l2).getBalance({ address: smartAccount })).toBe(balance)
    expect(await publicClient(l2).getBalance({ address: receiver })).toBe(0n)
  })

  test('SWITCH_NETWORK answers the chain and the user on it', async () => {
    const back = await frame.call<{ chainId: number; user: FrameUser }>('SWITCH_NETWORK', {
      chainId: l1.chainId,
      rpcUrl: l1.rpcUrl,
    })
    expect(back).toMatchObject({
      chainId: l1.chainId,
      user: { address: smartAccount, smartAccountDeployed: true },
    })
  })

  test('a reload keeps the preference; smartAccount on a network not in the file is refused and the account there is the EOA', async () => {
    // A reload of the same frame origin (its storage and device share), served with l1 only.
    const reloaded = frameApp([{ chainId: l1.chainId, bundlerUrl: l1.bundlerUrl }], frame.stores)
    await reloaded.app.restore()
    expect(await reloaded.call('GET_USER')).toMatchObject({
      address: smartAccount,
      preferredAccountType: 'smartAccount',
    })
    const onL2 = await reloaded.call<{ user: FrameUser }>('SWITCH_NETWORK', l2)
    expect(onL2.user).toMatchObject({
      address: eoa,
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
      accounts: [{ address: eoa, type: 'eoa' }],
    })
    expect(await reloaded.rpc('eth_accounts')).toEqual([eoa])
    await expect(reloaded.call('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).rejects.toThrow(
      SMART_ACCOUNT_NOT_ENABLED_MESSAGE,
    )
    await expect(reloaded.call('INIT_SMART_ACCOUNT')).rejects.toThrow(SMART_ACCOUNT_NOT_ENABLED_MESSAGE)
    await expect(reloaded.call('SET_PREFERRED_ACCOUNT', { type: 'safe' })).rejects.toThrow(
      "The account type is 'eoa' or 'smartAccount'",
    )
  })

  test('SET_PREFERRED_ACCOUNT eoa gives the EOA again', async () => {
    const user = await frame.call<FrameUser>('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    expect(user).toMatchObject({ address: eoa, preferredAccountType: 'eoa', smartAccountDeployed: true })
    expect(await frame.rpc('eth_accounts')).toEqual([eoa])
  })

  test("a fresh login starts as eoa; with the smart account active, signing as the EOA's address is refused", async () => {
    const fresh = frameApp([{ chainId: l1.chainId, bundlerUrl: l1.bundlerUrl }])
    const user = await logIn(fresh)
    expect(user).toMatchObject({ preferredAccountType: 'eoa', address: user.accounts?.[0]?.address })
    await fresh.call<FrameUser>('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    await expect(fresh.rpc('personal_sign', ['0x68656c6c6f', user.address])).rejects.toThrow(
      'The embedded wallet does not hold this account',
    )
    await expect(fresh.rpc('eth_sign', [user.address, '0x68656c6c6f'])).rejects.toThrow()
  })

  test('the smart account signs: ERC-6492 while undeployed, EIP-1271 once deployed; both verify on the chain (SIWX, appkit #3260)', async () => {
    const signer = frameApp([{ chainId: l1.chainId, bundlerUrl: l1.bundlerUrl }])
    await logIn(signer)
    const { address } = await signer.call<FrameUser>('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    const account = address as Address
    const chain = publicClient(l1)
    const message = { raw: '0x68656c6c6f' } as const
    const typedData = {
      domain: { name: 'Portico test', version: '1', chainId: l1.chainId },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hello' },
    } as const
    const signTyped = () => signer.rpc<Hex>('eth_signTypedData_v4', [account, JSON.stringify(typedData)])

    const undeployed = await signer.rpc<Hex>('personal_sign', [message.raw, account])
    expect(undeployed.endsWith(ERC6492_SUFFIX)).toBe(true)
    expect(await chain.verifyMessage({ address: account, message, signature: undeployed })).toBe(true)
    expect(await chain.verifyMessage({ address: account, message: 'hello!', signature: undeployed })).toBe(
      false,
    )
    const typedUndeployed = await signTyped()
    expect(typedUndeployed.endsWith(ERC6492_SUFFIX)).toBe(true)
    expect(await chain.verifyTypedData({ address: account, ...typedData, signature: typedUndeployed })).toBe(
      true,
    )

    await testClient(l1).setBalance({ address: account, value: parseEther('1') })
    await signer.rpc<Hex>('eth_sendTransaction', [{ from: account, to: newAddress(), value: '0x1' }])
    expect(await chain.getCode({ address: account })).toBeDefined()
    const deployed = await signer.rpc<Hex>('personal_sign', [message.raw, account])
    expect(deployed).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await chain.verifyMessage({ address: account, message, signature: deployed })).toBe(true)
    expect(
      await chain.verifyTypedData({ address: account, ...typedData, signature: await signTyped() }),
    ).toBe(true)
  })
})
