import { spawn } from 'node:child_process'
import { mkdtempSync as makeTempDir, writeFileSync as writeFile } from 'node:fs'
import { tmpdir as tempDir } from 'node:os'
import { join as joinPath } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '@portico/devnet'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { persistentDatabase, removeFolders } from './test/persistentDatabase'
import { blankPgliteDataDir } from './test/pgliteTemplate'

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url))
const folders: string[] = []
beforeAll(() => blankPgliteDataDir())
afterAll(() => removeFolders(folders))
// A PGlite folder after initdb, before migrations: the cloud still migrates it, without paying a child's initdb.
const blankFolder = () => persistentDatabase('pglite', folders)

// Issue acceptance 5: the logs are JSON lines, and a request's lines carry the id its answer names.
test('portico-cloud serves on the port asked, logs JSON lines with request ids, and stops on SIGTERM', async () => {
  const port = await freePort()
  const child = spawn(process.execPath, [cli, '--port', String(port), '--database', await blankFolder()], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  await new Promise<void>((resolve, reject) => {
    const check = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Portico Cloud: ')) resolve()
    }
    child.stdout.on('data', check)
    child.stderr.on('data', check)
    child.once('exit', () => reject(new Error(`exited early: ${output}`)))
  })
  expect(output).toContain(`Portico Cloud: http://127.0.0.1:${port}`)
  const health = await fetch(`http://127.0.0.1:${port}/health`)
  expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' })
  const requestId = health.headers.get('x-request-id')
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
  child.kill('SIGTERM')
  expect(await exited).toBe(0)
  const lines = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { event: string; requestId?: string; res?: { statusCode: number } })
  expect(lines.map((line) => line.event)).toContain('cloud_started')
  const requestLines = lines.filter((line) => line.requestId === requestId)
  expect(requestLines.map((line) => line.event)).toEqual(['incoming request', 'request completed'])
  expect(requestLines[1]?.res?.statusCode).toBe(200)
})

// The local stack's cloud signs the names gateway with the key the devnet's resolver trusts.
test('portico-cloud takes the names zone and gateway key from the devnet description', async () => {
  const { getDevnetNameSigner } = await import('@portico/devnet')
  const { mkdtempSync, writeFileSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const { join } = await import('node:path')
  const {
    encodeFunctionData,
    namehash,
    parseAbi,
    toHex,
    recoverAddress,
    decodeAbiParameters,
    encodePacked,
    keccak256,
  } = await import('viem')
  const { packetToBytes } = await import('viem/ens')
  const signer = getDevnetNameSigner()
  const devnetFile = join(mkdtempSync(join(tmpdir(), 'cloud-cli-')), 'devnet.json')
  writeFileSync(
    devnetFile,
    JSON.stringify({
      chains: [],
      tokens: [],
      names: { zone: 'names.test', signer: signer.account.address, signerPrivateKey: signer.privateKey },
    }),
  )
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [cli, '--port', String(port), '--database', await blankFolder(), '--devnet', devnetFile],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const check = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Portico Cloud: ')) resolve()
    }
    child.stdout.on('data', check)
    child.stderr.on('data', check)
    child.once('exit', () => reject(new Error(`exited early: ${output}`)))
  })
  try {
    const base = `http://127.0.0.1:${port}`
    const suggestions = await fetch(`${base}/v1/profile/suggestions/carol?projectId=portico-demo&st=t&sv=t`, {
      headers: { origin: 'http://127.0.0.1:5173' },
    })
    expect(((await suggestions.json()) as { suggestions: { name: string }[] }).suggestions[0]?.name).toBe(
      'carol.names.test',
    )
    const name = 'carol.names.test'
    const callData = encodeFunctionData({
      abi: parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)']),
      functionName: 'resolve',
      args: [
        toHex(packetToBytes(name)),
        encodeFunctionData({
          abi: parseAbi(['function addr(bytes32 node) view returns (address)']),
          functionName: 'addr',
          args: [namehash(name)],
        }),
      ],
    })
    const sender = '0x000000000000000000000000000000000000dEaD'
    const answer = await fetch(`${base}/v1/profile/gateway`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sender, data: callData }),
    })
    expect(answer.status).toBe(200)
    const { data } = (await answer.json()) as { data: `0x${string}` }
    const [result, expires, signature] = decodeAbiParameters(
      [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
      data,
    )
    const hash = keccak256(
      encodePacked(
        ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
        ['0x1900', sender, expires, keccak256(callData), keccak256(result)],
      ),
    )
    expect(await recoverAddress({ hash, signature })).toBe(signer.account.address)
  } finally {
    child.kill('SIGTERM')
    await exited
  }
}, 60_000)

// The on-ramp sandbox is switched off and given its treasury from the command line.
test('portico-cloud takes --onramp off, and refuses a treasury keypair file that is not one', async () => {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [cli, '--port', String(port), '--database', await blankFolder(), '--onramp', 'off'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const check = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Portico Cloud: ')) resolve()
    }
    child.stdout.on('data', check)
    child.stderr.on('data', check)
    child.once('exit', () => reject(new Error(`exited early: ${output}`)))
  })
  try {
    const options = await fetch(
      `http://127.0.0.1:${port}/v1/onramp/options?projectId=portico-demo&st=t&sv=t`,
      {
        headers: { origin: 'http://127.0.0.1:5173' },
      },
    )
    expect(await options.json()).toMatchObject({ purchaseCurrencies: [], providerUnavailable: true })
  } finally {
    child.kill('SIGTERM')
    await exited
  }

  const keyFile = joinPath(makeTempDir(joinPath(tempDir(), 'cloud-cli-')), 'treasury.json')
  writeFile(keyFile, '[1, 2, 3]')
  const refused = spawn(
    process.execPath,
    [
      cli,
      '--port',
      String(await freePort()),
      '--database',
      'memory://',
      '--onramp-solana-treasury-key',
      keyFile,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let errors = ''
  refused.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString()
  })
  const code = await new Promise<number | null>((resolve) => refused.once('exit', (exit) => resolve(exit)))
  expect(code).toBe(1)
  expect(errors).toContain(`${keyFile} must be a Solana keypair: a JSON array of 64 bytes`)
})
