import { execFile, spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { frameSecurityHeaders } from './frameSecurityHeaders'
import { type FrameServer, startFrameServer } from './startFrameServer'

// The deployment's smart-account networks, served by the frame server and by its CLI.
const CLI = fileURLToPath(new URL('../../dist/frame-server-cli.js', import.meta.url))
/** No cloud is asked for /smart-accounts.json; this port refuses, so a stray call would fail loudly. */
const NO_CLOUD = 'http://127.0.0.1:9'

let staticDir: string
let server: FrameServer | undefined
beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'portico-frame-static-'))
  await writeFile(join(staticDir, 'index.html'), '<!doctype html>')
  await writeFile(join(staticDir, 'frame.js'), '')
})
afterAll(async () => {
  await server?.close()
  await rm(staticDir, { recursive: true, force: true })
})

describe('GET /smart-accounts.json', () => {
  test("serves the bundlers given, with the frame's locked security headers", async () => {
    server = await startFrameServer({
      cloudUrl: NO_CLOUD,
      port: 0,
      staticDir,
      bundlers: { 31338: 'http://127.0.0.1:4338', 31337: 'http://127.0.0.1:4337' },
    })
    const response = await fetch(`${server.url}/smart-accounts.json`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    for (const [name, value] of Object.entries(frameSecurityHeaders("'none'")))
      expect(response.headers.get(name)).toBe(value)
    expect(await response.json()).toEqual({
      networks: [
        { chainId: 31337, bundlerUrl: 'http://127.0.0.1:4337' },
        { chainId: 31338, bundlerUrl: 'http://127.0.0.1:4338' },
      ],
    })
    await server.close()
    server = undefined
  })

  test('no bundlers: no network has smart accounts', async () => {
    server = await startFrameServer({ cloudUrl: NO_CLOUD, port: 0, staticDir })
    expect(await (await fetch(`${server.url}/smart-accounts.json`)).json()).toEqual({ networks: [] })
    await server.close()
    server = undefined
  })

  test('a bad bundler is refused before the server listens', async () => {
    await expect(
      startFrameServer({ cloudUrl: NO_CLOUD, port: 0, staticDir, bundlers: { 5: 'ftp://x.example' } }),
    ).rejects.toThrow('the bundler of chain 5 must be an http(s) URL')
  })
})

describe('portico-secure-frame --bundler', () => {
  test('a malformed --bundler stops the CLI with the reason and the usage', async () => {
    const run = promisify(execFile)
    const failed = await run(process.execPath, [
      CLI,
      '--cloud-url',
      NO_CLOUD,
      '--bundler',
      'mainnet=http://a.example',
    ]).catch((error: { code: number; stderr: string }) => error)
    expect(failed).toMatchObject({ code: 1 })
    expect((failed as { stderr: string }).stderr).toMatch(
      /--bundler must be <chainId>=<url>.*"mainnet=http:\/\/a\.example"/,
    )
    expect((failed as { stderr: string }).stderr).toContain('Usage: portico-secure-frame')
  })

  test('each --bundler reaches the served file', async () => {
    const child = spawn(
      process.execPath,
      [
        CLI,
        '--cloud-url',
        NO_CLOUD,
        '--port',
        '0',
        '--bundler',
        '31337=http://127.0.0.1:4337',
        '--bundler',
        '10=https://b.example/rpc',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = ''
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString()
          const served = /Portico secure frame: (http:\/\/\S+)/.exec(output)?.[1]
          if (served) resolve(served)
        })
        child.once('exit', (code) => reject(new Error(`the CLI exited (${code}) before serving`)))
      })
      expect(await (await fetch(`${url}/smart-accounts.json`)).json()).toEqual({
        networks: [
          { chainId: 10, bundlerUrl: 'https://b.example/rpc' },
          { chainId: 31337, bundlerUrl: 'http://127.0.0.1:4337' },
        ],
      })
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
  })
})
