// `npm run docs`: installs what is missing, builds the docs site and the packages its API reference reads,
// and serves the built site until Ctrl-C. Options: --port <port> (default 4500,
// outside the local stack's ports).
import { execFileSync, spawn } from 'node:child_process'
import { join } from 'node:path'
import { ensurePnpm, installDependencies } from './lib/bootstrap.mjs'
import { repoRoot } from './lib/paths.mjs'

const portAt = process.argv.indexOf('--port')
const port = portAt === -1 ? (process.env.PORTICO_DOCS_PORT ?? '4500') : process.argv[portAt + 1]
try {
  if (!/^\d+$/.test(port ?? '')) throw new Error(`--port needs a number, got ${port}`)
  ensurePnpm()
  installDependencies()
  execFileSync(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', '--filter=@portico/docs...', '--output-logs=errors-only'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  )
  console.log(`Docs: http://127.0.0.1:${port}/`)
  const server = spawn('pnpm', ['exec', 'vitepress', 'preview', '--host', '127.0.0.1', '--port', port], {
    cwd: join(repoRoot, 'apps', 'docs'),
    stdio: 'inherit',
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
  server.on('exit', (code) => process.exit(code ?? 0))
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
