import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '@portico/devnet'
import { startRedis, type TestRedis } from '@portico/devnet/startRedis'
import { type FrameServer, startFrameServer } from '@portico/embedded-wallet/frame-server'
import { type MailSink, startMailSink } from '@portico/mail-sink'
import { type OidcProvider, startOidcProvider } from '@portico/oidc-provider'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { openDatabase } from '../db/openDatabase'
import { runDoctorCli } from './runDoctorCli'

const CLIENT_SECRET = 'doctor-client-secret-of-sixteen'
// The run's PostgreSQL server (postgresGlobalSetup.ts): a production database, and quicker to open than PGlite.
const database = inject('postgresUrl')
const folder = mkdtempSync(join(tmpdir(), 'portico-doctor-'))
const socialFile = (issuer: string) => {
  const path = join(folder, `social-${encodeURIComponent(issuer)}.json`)
  writeFileSync(
    path,
    JSON.stringify({ providers: { google: { issuer, clientId: 'google', clientSecret: CLIENT_SECRET } } }),
  )
  return path
}

/** A server on 127.0.0.1 that answers every GET with 200 and no headers of its own: a proxy that drops the frame's CSP. */
async function startBarePageServer(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((_, response) => response.writeHead(200).end('// not the frame'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

const doctor = async (flags: string[]) => {
  let output = ''
  const code = await runDoctorCli(flags, {}, (text) => {
    output += text
  })
  return { code, output }
}

describe('portico-cloud doctor', () => {
  let redis: TestRedis
  let sink: MailSink
  let oidc: OidcProvider
  let frame: FrameServer
  let flags: string[]
  beforeAll(async () => {
    ;[redis, sink, oidc] = await Promise.all([
      startRedis(),
      startMailSink({ smtpPort: 0, httpPort: 0 }),
      startOidcProvider({
        port: 0,
        redirectUris: ['http://127.0.0.1:1/v1/embedded/social/callback'],
        clientSecret: CLIENT_SECRET,
      }),
    ])
    // The frame's origin only has to serve its script and headers here: no cloud is asked for /frame.js.
    frame = await startFrameServer({ cloudUrl: 'http://127.0.0.1:1', port: 0 })
    flags = [
      '--database',
      database,
      '--redis',
      redis.url,
      '--smtp-url',
      sink.smtpUrl,
      '--frame-origin',
      frame.url,
      '--social-providers',
      socialFile(oidc.issuer),
    ]
  })
  afterAll(async () => {
    await Promise.all([redis?.stop(), sink?.close(), oidc?.close(), frame?.close()])
  })

  test('a sound deployment passes every check and exits 0', async () => {
    const { code, output } = await doctor(flags)
    expect(output).toMatch(/^ok {4}database: postgres at postgres:\/\/\S+ answers; /m)
    expect(output).toContain(`ok    redis: ${redis.url} answers PING`)
    expect(output).toMatch(/^ok {4}smtp: smtp:\/\/127\.0\.0\.1:\d+ greets/m)
    expect(output).toContain(`ok    frame origin: ${frame.url} serves the frame`)
    expect(output).toContain(`ok    social login: google: ${oidc.issuer} publishes its discovery document`)
    expect(output).not.toContain('FAIL')
    expect(output.trim().split('\n').at(-1)).toBe('The deployment looks sound.')
    expect(code).toBe(0)
  })

  test('each fault is named in words, none hides another, and the exit code is 1', async () => {
    const [nothingOnRedisPort, nothingOnSmtpPort, nothingOnIssuerPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
    ]
    const bare = await startBarePageServer()
    try {
      const deadIssuer = `http://127.0.0.1:${nothingOnIssuerPort}`
      const { code, output } = await doctor([
        '--database',
        database,
        '--redis',
        `redis://127.0.0.1:${nothingOnRedisPort}`,
        '--smtp-url',
        `smtp://127.0.0.1:${nothingOnSmtpPort}`,
        '--frame-origin',
        bare.origin,
        '--social-providers',
        socialFile(deadIssuer),
      ])
      expect(output).toContain('ok    database')
      expect(output).toMatch(
        new RegExp(
          `FAIL {2}redis: redis://127\\.0\\.0\\.1:${nothingOnRedisPort} does not answer: .*ECONNREFUSED`,
        ),
      )
      expect(output).toMatch(
        new RegExp(
          `FAIL {2}smtp: smtp://127\\.0\\.0\\.1:${nothingOnSmtpPort} cannot send mail: .*ECONNREFUSED`,
        ),
      )
      expect(output).toContain(
        `FAIL  frame origin: ${bare.origin}/frame.js has no Content-Security-Policy: is a proxy in front of the frame server dropping it?`,
      )
      expect(output).toMatch(
        new RegExp(
          `FAIL {2}social login: google: ${deadIssuer}/\\.well-known/openid-configuration cannot be reached \\(.*ECONNREFUSED`,
        ),
      )
      expect(output.trim().split('\n').at(-1)).toBe('4 of 5 checks failed.')
      expect(code).toBe(1)
    } finally {
      await bare.close()
    }
  })

  test('a provider whose discovery document names another issuer fails, as the cloud would at its first login', async () => {
    const { output } = await doctor([
      '--database',
      database,
      '--social-providers',
      socialFile(`${oidc.issuer}/`),
    ])
    expect(output).toContain(`names the issuer "${oidc.issuer}", not "${oidc.issuer}/"`)
  })

  test('a database a newer cloud migrated fails: this version would run against tables it does not know', async () => {
    const newer = new URL(database)
    newer.pathname = `/doctor_newer_${process.pid}`
    const server = await openDatabase(database)
    await server.query(`create database ${newer.pathname.slice(1)}`)
    await server.close()
    const db = await openDatabase(newer.toString())
    await db.query('create table schema_migrations (id text primary key)')
    await db.query("insert into schema_migrations (id) values ('9999_from_the_future')")
    await db.close()
    const { code, output } = await doctor(['--database', newer.toString()])
    expect(output).toContain('does not know (9999_from_the_future): run the newer version')
    expect(code).toBe(1)
  })

  test('settings left out are listed as not set, not checked', async () => {
    const { code, output } = await doctor(['--database', database])
    expect(output).toContain('--    not set: redis')
    expect(output).toContain('--    not set: smtp')
    expect(output).toContain('--    not set: frame origin')
    expect(output).toContain('--    not set: social login')
    expect(code).toBe(0)
  })

  test('the built CLI runs it: `portico-cloud doctor` exits 1 on a fault', async () => {
    const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url))
    const child = spawn(
      process.execPath,
      [cli, 'doctor', '--database', database, '--redis', `redis://127.0.0.1:${await freePort()}`],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(output).toContain('FAIL  redis')
    expect(code).toBe(1)
  })
})
