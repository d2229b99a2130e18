import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { assertPortFree } from './assertPortFree'
import { freeDevnetPorts } from './freeDevnetPorts'
import type { DevnetDescription } from './startDevnet'

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url))

function runCli(args: string[]) {
  const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => (output.includes(text) ? resolve() : undefined)
      child.stdout.on('data', check)
      child.once('exit', () =>
        output.includes(text) ? resolve() : reject(new Error(`exited without "${text}": ${output}`)),
      )
      check()
    })
  return { child, exited, printed, output: () => output }
}

test.each(['SIGINT', 'SIGTERM'] as const)(
  'the CLI with --no-polkadot starts three chains, writes the description and stops them on %s',
  async (signal) => {
    const ports = await freeDevnetPorts()
    const outFile = join(mkdtempSync(join(tmpdir(), 'devnet-')), 'devnet.json')
    const run = runCli([...portArgs(ports), '--no-polkadot', '--out', outFile])
    await run.printed('Devnet ready')

    const description = JSON.parse(readFileSync(outFile, 'utf8')) as DevnetDescription
    expect(description.chains.map((chain) => chain.chainId)).toEqual([31337, 31338])
    expect(Object.keys(description.chains[0]?.contracts ?? {})).toEqual(['DDL', 'DUSD', 'TILE'])
    expect(run.output()).toContain(
      `Uniswap V2 router ${description.chains[0]?.market.router}  WETH ${description.chains[0]?.market.weth}  pools ETH/DUSD, ETH/DDL, DDL/DUSD`,
    )
    expect(description.nftCollection.metadataBaseUri).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/nft\/$/)
    expect(description.names).toMatchObject({
      zone: 'portico.test',
      gatewayUrl: 'http://127.0.0.1:4000/v1/profile/gateway',
    })
    expect(description.chains[0]?.names).toEqual(description.chains[1]?.names)
    expect(description.solana.rpcUrl).toBe(`http://127.0.0.1:${ports.solana}`)
    expect(description.solana.wsUrl).toBe(`ws://127.0.0.1:${ports.solanaWs}`)
    expect(description.solana.accounts[0]?.secretKey).toHaveLength(64)
    expect(run.output()).toContain(
      `Portico Solana Devnet (${description.solana.chainId}) http://127.0.0.1:${ports.solana}`,
    )
    const slot = await fetch(description.solana.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }),
    })
    expect(await slot.json()).toMatchObject({ result: expect.any(Number) })
    expect(description.polkadot).toBeUndefined()

    run.child.kill(signal)
    expect(await run.exited).toBe(0)
    for (const port of Object.values(ports)) await assertPortFree(port, '127.0.0.1', 'the check')
  },
)

test('the CLI runs the Polkadot chain by default, describes it and stops it on SIGINT', async () => {
  const ports = await freeDevnetPorts()
  const outFile = join(mkdtempSync(join(tmpdir(), 'devnet-')), 'devnet.json')
  const run = runCli([...portArgs(ports), '--out', outFile])
  await run.printed('Devnet ready')

  const description = JSON.parse(readFileSync(outFile, 'utf8')) as DevnetDescription
  expect(description.polkadot).toMatchObject({
    chainId: 'polkadot:45454545454545454545454545454545',
    rpcUrl: `http://127.0.0.1:${ports.polkadot}`,
    wsUrl: `ws://127.0.0.1:${ports.polkadot}`,
    token: { symbol: 'KSM', decimals: 12 },
  })
  expect(description.polkadot?.accounts[1]?.derivationPath).toBe('//1')
  expect(run.output()).toContain(
    `Portico Polkadot Devnet (${description.polkadot?.chainId}) ws://127.0.0.1:${ports.polkadot}`,
  )
  const chain = await fetch(`http://127.0.0.1:${ports.polkadot}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'system_chain', params: [] }),
  })
  expect(await chain.json()).toMatchObject({ result: 'kusama_local_testnet' })
  // Each EVM chain's bundler serves the canonical EntryPoint v0.7, and stops with the chains below.
  for (const { bundlerUrl, accountAbstraction } of description.chains) {
    const served = await fetch(bundlerUrl ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
    })
    expect(await served.json()).toMatchObject({ result: [accountAbstraction.entryPoint] })
  }
  expect(description.chains.map((described) => described.bundlerUrl)).toEqual([
    `http://127.0.0.1:${ports.l1Bundler}`,
    `http://127.0.0.1:${ports.l2Bundler}`,
  ])

  run.child.kill('SIGINT')
  expect(await run.exited).toBe(0)
  for (const port of Object.values(ports)) await assertPortFree(port, '127.0.0.1', 'the check')
})

function portArgs(ports: Awaited<ReturnType<typeof freeDevnetPorts>>): string[] {
  return [
    ...['--l1-port', String(ports.l1), '--l2-port', String(ports.l2)],
    ...['--solana-port', String(ports.solana), '--solana-ws-port', String(ports.solanaWs)],
    ...['--polkadot-port', String(ports.polkadot)],
    ...['--l1-bundler-port', String(ports.l1Bundler), '--l2-bundler-port', String(ports.l2Bundler)],
  ]
}

test('the CLI exits 1 with the port named when the port is busy', async () => {
  const ports = await freeDevnetPorts()
  const first = runCli([...portArgs(ports), '--no-polkadot'])
  await first.printed('Devnet ready')
  const second = runCli([...portArgs(ports), '--no-polkadot'])
  expect(await second.exited).toBe(1)
  expect(second.output()).toContain(`Port ${ports.l1} on 127.0.0.1 is already in use`)
  first.child.kill('SIGINT')
  expect(await first.exited).toBe(0)
})
