import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'
import type { AdminProject } from '../admin/adminProject'
import { listAuditEntries } from '../admin/auditLog'
import { openDatabase } from '../db/openDatabase'
import { persistentDatabase, removeFolders } from '../test/persistentDatabase'
import { BACKENDS } from '../test/testCloud'

const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url))
const PASSWORD = 'correct horse battery staple'
// A failure bound: each test runs ~10 CLI commands, each a child opening PGlite; 40 s measured on two loaded cores.
const CLI_TIMEOUT_MS = 420_000

type CliRun = { code: number | null; stdout: string; stderr: string }

/** The built `portico-cloud` as a deployment script runs it. */
function runCli(args: string[], stdin = ''): Promise<CliRun> {
  const child = spawn(process.execPath, [cli, ...args], { stdio: ['pipe', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
  })
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  child.stdin.end(stdin)
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })))
}

async function runJson<T>(args: string[], stdin?: string): Promise<T> {
  const run = await runCli([...args, '--json'], stdin)
  expect(run.stderr).toBe('')
  expect(run.code).toBe(0)
  return JSON.parse(run.stdout) as T
}

const folders: string[] = []
afterAll(() => removeFolders(folders))

// A deployment scripted with --json; `projects show` reflects each change.
describe.each(BACKENDS)('portico-cloud admin commands on %s', (backend) => {
  test(
    'create an admin and a project, add an origin, turn email off, each shown by projects show',
    async () => {
      const database = await persistentDatabase(backend, folders)
      const on = ['--database', database]

      const admin = await runJson<{ username: string }>(
        ['admins', 'create', '--username', 'Ops@Example.com', '--password-stdin', ...on],
        `${PASSWORD}\n`,
      )
      expect(admin.username).toBe('ops@example.com')

      const created = await runJson<AdminProject>(['projects', 'create', '--name', 'Shop', ...on])
      expect(created.id).toMatch(/^[0-9a-f]{32}$/)
      const show = () => runJson<AdminProject>(['projects', 'show', created.id, ...on])
      expect(await show()).toEqual(created)
      expect(created.features.email).toBe(true)

      await runJson(['origins', 'add', created.id, 'https://shop.example', ...on])
      expect((await show()).allowedOrigins).toEqual(['https://shop.example'])

      await runJson(['features', 'set', created.id, '--email', 'off', ...on])
      expect(await show()).toEqual({
        ...created,
        allowedOrigins: ['https://shop.example'],
        features: { ...created.features, email: false },
      })

      // A new project opens wallets on new devices with a code alone until an operator turns passkeys on.
      expect(created.requirePasskey).toBe(false)
      await runJson(['projects', 'update', created.id, '--require-passkey', 'on', ...on])
      expect((await show()).requirePasskey).toBe(true)
      const shown = await runCli(['projects', 'show', created.id, ...on])
      expect(shown.stdout).toContain('require passkey: on')

      const listed = await runJson<AdminProject[]>(['projects', 'list', ...on])
      expect(listed.map((project) => project.id)).toEqual([created.id])

      // A typo is refused with the reason, and nothing changes.
      const typo = await runCli(['origins', 'add', created.id, 'shop.example/checkout', ...on, '--json'])
      expect(typo.code).toBe(1)
      expect(typo.stderr).toContain('invalid origin "shop.example/checkout": missing scheme')
      expect((await show()).allowedOrigins).toEqual(['https://shop.example'])

      const db = await openDatabase(database)
      try {
        const entries = await listAuditEntries(db)
        expect(entries.map(({ actor, action, projectId }) => ({ actor, action, projectId }))).toEqual([
          { actor: 'cli', action: 'project.requirePasskey', projectId: created.id },
          { actor: 'cli', action: 'features.set', projectId: created.id },
          { actor: 'cli', action: 'origin.add', projectId: created.id },
          { actor: 'cli', action: 'project.create', projectId: created.id },
          { actor: 'cli', action: 'admin.create', projectId: null },
        ])
      } finally {
        await db.close()
      }
    },
    CLI_TIMEOUT_MS,
  )
})

test('an unknown admin command names itself and shows the usage', async () => {
  const run = await runCli(['projects', 'rename', 'x', '--database', 'memory://'])
  expect(run.code).toBe(1)
  expect(run.stderr).toContain('unknown command "portico-cloud projects rename"')
  expect(run.stderr).toContain('portico-cloud origins add <projectId> <origin>')
})
