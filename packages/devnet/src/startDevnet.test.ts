import { execFileSync } from 'node:child_process'
import { createServer, type Server } from 'node:net'
import { Keypair } from '@solana/web3.js'
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getDevnetAccounts } from './accounts'
import { assertPortFree } from './assertPortFree'
import { DevnetPortInUseError } from './errors'
import { registerFid } from './farcaster/registerFid'
import { freeDevnetPorts } from './freeDevnetPorts'
import { freePort } from './freePort'
import { getDevnetMarketMaker } from './market/getDevnetMarketMaker'
import { readUniswapArtifact } from './market/readUniswapArtifact'
import { getDevnetNameSigner } from './names/getDevnetNameSigner'
import { type Devnet, startDevnet } from './startDevnet'

describe('startDevnet', () => {
  let devnet: Devnet
  let ports: Awaited<ReturnType<typeof freeDevnetPorts>>

  beforeAll(async () => {
    ports = await freeDevnetPorts()
    devnet = await startDevnet({ ports })
  })
  afterAll(async () => {
    await devnet?.stop()
  })

  test('runs no Polkadot chain and no bundler unless asked', () => {
    expect(devnet.polkadot).toBeUndefined()
    expect(devnet.chains.map((chain) => chain.bundlerUrl)).toEqual([undefined, undefined])
  })

  test('deploys ERC-4337 v0.7 and the smart-account factory on both chains at the canonical addresses', async () => {
    for (const chain of devnet.chains) {
      expect(chain.accountAbstraction).toEqual({
        entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
        simpleAccountFactory: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985',
        smartAccountFactory: '0xE667a1F2fB4fC9E1260545dc3C73d0111917dcA6',
      })
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      for (const address of Object.values(chain.accountAbstraction))
        expect(await client.getCode({ address })).toMatch(/^0x[0-9a-f]+$/)
    }
  })

  test('runs both chains with their ids on the requested ports', async () => {
    expect(devnet.chains.map((chain) => [chain.name, chain.chainId, chain.rpcUrl])).toEqual([
      ['Portico Devnet', 31337, `http://127.0.0.1:${ports.l1}`],
      ['Portico Devnet L2', 31338, `http://127.0.0.1:${ports.l2}`],
    ])
    for (const chain of devnet.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      expect(await client.getChainId()).toBe(chain.chainId)
    }
  })

  test('runs the Solana chain beside them, described with its accounts and the DUSD mint', async () => {
    expect(devnet.solana).toMatchObject({
      name: 'Portico Solana Devnet',
      rpcUrl: `http://127.0.0.1:${ports.solana}`,
      wsUrl: `ws://127.0.0.1:${ports.solanaWs}`,
      tokens: { DUSD: { name: 'Devnet USD', symbol: 'DUSD', decimals: 6 } },
    })
    expect(devnet.solana.accounts).toHaveLength(devnet.accounts.length)
    const answer = await fetch(devnet.solana.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getBalance',
        params: [devnet.solana.accounts[1]?.address],
      }),
    })
    expect(await answer.json()).toMatchObject({ result: { value: 1_000_000_000_000 } })
  })

  test('funds every account with ETH, DDL and DUSD on both chains', async () => {
    for (const chain of devnet.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      const [deployer, ...others] = devnet.accounts
      if (!deployer) throw new Error('devnet accounts missing')
      // The deployer paid the fixtures' gas; every other account holds its whole grant.
      expect(await client.getBalance({ address: deployer })).toBeLessThan(parseUnits('10000', 18))
      for (const address of others) {
        expect(await client.getBalance({ address })).toBe(parseUnits('10000', 18))
      }
      for (const address of devnet.accounts) {
        const ddl = await client.readContract({
          address: chain.contracts.DDL,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
        })
        const dusd = await client.readContract({
          address: chain.contracts.DUSD,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
        })
        expect(ddl).toBe(parseUnits('1000000', 18))
        expect(dusd).toBe(parseUnits('1000000', 6))
      }
      const read = (functionName: 'name' | 'symbol' | 'decimals', address: `0x${string}`) =>
        client.readContract({ address, abi: erc20Abi, functionName })
      expect([
        await read('name', chain.contracts.DDL),
        await read('symbol', chain.contracts.DDL),
        await read('decimals', chain.contracts.DDL),
      ]).toEqual(['Devnet Dollar', 'DDL', 18])
      expect([
        await read('name', chain.contracts.DUSD),
        await read('symbol', chain.contracts.DUSD),
        await read('decimals', chain.contracts.DUSD),
      ]).toEqual(['Devnet USD', 'DUSD', 6])
    }
  })

  test("describes the Farcaster IdRegistry on the first chain, where a fresh key's fid reads back", async () => {
    const [first] = devnet.chains
    expect(devnet.farcaster).toMatchObject({ chainId: first?.chainId, rpcUrl: first?.rpcUrl })
    const custody = privateKeyToAccount(generatePrivateKey())
    const fid = await registerFid({ farcaster: devnet.farcaster, custody })
    const custodyOf = await createPublicClient({ transport: http(devnet.farcaster.rpcUrl) }).readContract({
      address: devnet.farcaster.idRegistry,
      abi: parseAbi(['function custodyOf(uint256 fid) view returns (address)']),
      functionName: 'custodyOf',
      args: [fid],
    })
    expect(custodyOf).toBe(custody.address)
  })

  test('funds the on-ramp treasury on every chain, an account no test wallet or other devnet role uses', async () => {
    const { onramp } = devnet
    // The keys the cloud reads (apps/cloud cli.ts: devnet.onramp.evmTreasuryKey / solanaTreasuryKey) sign as the treasury.
    expect(privateKeyToAccount(onramp.evmTreasuryKey).address).toBe(onramp.evmTreasury)
    expect(Keypair.fromSecretKey(Uint8Array.from(onramp.solanaTreasuryKey)).publicKey.toBase58()).toBe(
      onramp.solanaTreasury,
    )
    const taken = [...devnet.accounts, getDevnetMarketMaker().address, getDevnetNameSigner().account.address]
    expect(taken).not.toContain(onramp.evmTreasury)
    expect(devnet.solana.accounts.map((account) => account.address)).not.toContain(onramp.solanaTreasury)
    for (const chain of devnet.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      // Its gas for the mints came out of the ETH it was given.
      const eth = await client.getBalance({ address: onramp.evmTreasury })
      expect(eth).toBeGreaterThan(parseEther('99999'))
      expect(eth).toBeLessThanOrEqual(parseEther('100000'))
      const balanceOf = (token: `0x${string}`) =>
        client.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [onramp.evmTreasury],
        })
      expect(await balanceOf(chain.contracts.DUSD)).toBe(parseUnits('100000000', 6))
      expect(await balanceOf(chain.contracts.DDL)).toBe(parseUnits('100000000', 18))
    }
    const answer = await fetch(devnet.solana.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [onramp.solanaTreasury] }),
    })
    expect(await answer.json()).toMatchObject({ result: { value: 100_000_000_000_000 } })
  })

  test('describes the Uniswap V2 market of each chain, whose router quotes each seeded pool', async () => {
    const { abi } = readUniswapArtifact('UniswapV2Router02')
    for (const chain of devnet.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      const { router, weth, pools } = chain.market
      expect(Object.keys(pools).sort()).toEqual(['DDL/DUSD', 'ETH/DDL', 'ETH/DUSD'])
      const quote = (path: `0x${string}`[]) =>
        client.readContract({
          address: router,
          abi,
          functionName: 'getAmountsOut',
          args: [parseEther('1'), path],
        })
      // 1 ETH ≈ 3000 DUSD and 3000 DDL, 1 DDL ≈ 1 DUSD, each less the 0.3% fee.
      const [, dusd] = (await quote([weth, chain.contracts.DUSD])) as bigint[]
      const [, ddl] = (await quote([weth, chain.contracts.DDL])) as bigint[]
      const [, dusdForDdl] = (await quote([chain.contracts.DDL, chain.contracts.DUSD])) as bigint[]
      expect(dusd).toBeGreaterThan(parseUnits('2980', 6))
      expect(ddl).toBeGreaterThan(parseUnits('2980', 18))
      expect(dusdForDdl).toBeGreaterThan(parseUnits('0.99', 6))
    }
  })

  test('a DUSD transfer moves exactly its amount and mines a block', async () => {
    const [sender, receiver] = getDevnetAccounts()
    if (!sender || !receiver) throw new Error('devnet accounts missing')
    const chain = devnet.chains[1]
    if (!chain) throw new Error('L2 missing')
    const publicClient = createPublicClient({ transport: http(chain.rpcUrl) })
    const wallet = createWalletClient({ account: sender, transport: http(chain.rpcUrl) })
    const balanceOf = (address: `0x${string}`) =>
      publicClient.readContract({
        address: chain.contracts.DUSD,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    const before = {
      sender: await balanceOf(sender.address),
      receiver: await balanceOf(receiver.address),
      block: await publicClient.getBlockNumber({ cacheTime: 0 }),
    }

    const hash = await wallet.writeContract({
      chain: null,
      address: chain.contracts.DUSD,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver.address, parseUnits('12.5', 6)],
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })

    expect(receipt.status).toBe('success')
    expect(await balanceOf(sender.address)).toBe(before.sender - 12_500_000n)
    expect(await balanceOf(receiver.address)).toBe(before.receiver + 12_500_000n)
    expect(await publicClient.getBlockNumber({ cacheTime: 0 })).toBe(before.block + 1n)
  })

  test('a second start on the same ports fails with an error naming the port', async () => {
    const second = startDevnet({ ports })
    await expect(second).rejects.toBeInstanceOf(DevnetPortInUseError)
    await expect(second).rejects.toThrow(
      `Port ${ports.l1} on 127.0.0.1 is already in use, so Portico Devnet (chain 31337) cannot start there.`,
    )
  })
})

describe('startDevnet on a partly busy port', () => {
  let blocker: Server
  afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())))

  test('stops the chain it already started when the second port is taken', async () => {
    const l1 = await freePort()
    const l2 = await freePort()
    blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(l2, '127.0.0.1', resolve))

    await expect(startDevnet({ ports: { l1, l2 } })).rejects.toThrow(
      `Port ${l2} on 127.0.0.1 is already in use, so Portico Devnet L2 (chain 31338) cannot start there.`,
    )
    await expect(assertPortFree(l1, '127.0.0.1', 'the check')).resolves.toBeUndefined()
  })

  test('gives up the Polkadot chain still starting when an EVM port is taken', async () => {
    const l2 = await freePort()
    const polkadot = await freePort()
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(l2, '127.0.0.1', resolve))
    const startedAt = Date.now()

    await expect(
      startDevnet({ ports: { l1: await freePort(), l2, polkadot }, polkadot: true }),
    ).rejects.toThrow(`Port ${l2} on 127.0.0.1 is already in use`)
    await new Promise<void>((resolve) => taken.close(() => resolve()))
    // Well before chopsticks could have been ready, and with no chopsticks left for that port.
    expect(Date.now() - startedAt).toBeLessThan(8_000)
    const processes = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n')
    expect(
      processes.filter((args) => args.includes('chopsticks') && args.includes(`--port ${polkadot}`)),
    ).toEqual([])
  })
})

describe('stop', () => {
  // cli.test.ts covers the Polkadot chain through startDevnet; one chopsticks start less here.
  test('frees every port (the bundlers too) and the RPC stops answering', async () => {
    const ports = await freeDevnetPorts()
    const devnet = await startDevnet({ ports, bundlers: true })
    expect(devnet.chains.map((chain) => chain.bundlerUrl)).toEqual([
      `http://127.0.0.1:${ports.l1Bundler}`,
      `http://127.0.0.1:${ports.l2Bundler}`,
    ])
    await devnet.stop()
    for (const port of Object.values(ports)) {
      await expect(assertPortFree(port, '127.0.0.1', 'the check')).resolves.toBeUndefined()
    }
    const client = createPublicClient({ transport: http(devnet.chains[0]?.rpcUrl, { retryCount: 0 }) })
    await expect(client.getChainId()).rejects.toThrow()
  })
})
