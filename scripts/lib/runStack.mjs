// The local stack as one supervised group of processes: the devnet chains, then the demo page.
import { mkdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { frameBundlerArgs } from './frameBundlerArgs.mjs'
import { writeLocalSocialProviders } from './localSocialProviders.mjs'
import { ensureOneWalletProject } from './oneWalletProject.mjs'
import { repoRoot } from './paths.mjs'
import { ensureStackAdmin } from './stackAdmin.mjs'
import { ensureStackSecrets } from './stackSecrets.mjs'
import { createSupervisor } from './supervisor.mjs'

function assertDemoPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} on 127.0.0.1 is already in use, so the demo cannot start there. Stop the process that holds it or pass --port.`,
            )
          : error,
      ),
    )
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(resolve))
  })
}

/** Starts everything, prints the demo's address, and stops every process on SIGINT, SIGTERM or SIGHUP. */
export async function runStack({ ports, emailCodeTtlMinutes }) {
  const stateDir = join(repoRoot, '.portico', `stack-${ports.demo}`)
  mkdirSync(stateDir, { recursive: true })
  const devnetFile = join(stateDir, 'devnet.json')
  const secrets = ensureStackSecrets(stateDir)
  const supervisor = createSupervisor()

  let shuttingDown = false
  const shutdown = async (exitCode) => {
    if (shuttingDown) return
    shuttingDown = true
    await supervisor.stopAll()
    process.exit(exitCode)
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => shutdown(0))

  try {
    await assertDemoPortFree(ports.demo)
    await supervisor.start({
      name: 'devnet',
      command: process.execPath,
      args: [
        join(repoRoot, 'packages/devnet/dist/cli.js'),
        '--l1-port',
        String(ports.l1),
        '--l2-port',
        String(ports.l2),
        '--solana-port',
        String(ports.solana),
        '--solana-ws-port',
        String(ports.solanaWs),
        '--polkadot-port',
        String(ports.polkadot),
        // The ERC-4337 bundlers (alto), one per EVM chain.
        ...['--l1-bundler-port', String(ports.l1Bundler), '--l2-bundler-port', String(ports.l2Bundler)],
        '--out',
        devnetFile,
        // The names resolver asks this stack's cloud (the cloud reads the devnet's signer key).
        '--name-gateway',
        `http://127.0.0.1:${ports.cloud}/v1/profile/gateway`,
      ],
      readyLine: 'Devnet ready',
    })
    await supervisor.start({
      name: 'mail',
      command: process.execPath,
      args: [
        join(repoRoot, 'apps/mail-sink/dist/cli.js'),
        ...['--smtp-port', String(ports.smtp), '--http-port', String(ports.mail)],
      ],
      readyUrl: `http://127.0.0.1:${ports.mail}/api/mails`,
    })
    // The OpenID provider every social login points at; the cloud is its client for all six.
    const oidcIssuer = `http://127.0.0.1:${ports.oidc}`
    await supervisor.start({
      name: 'oidc',
      command: process.execPath,
      args: [
        ...[join(repoRoot, 'apps/oidc-provider/dist/cli.js'), '--port', String(ports.oidc)],
        ...['--redirect-uri', `http://127.0.0.1:${ports.cloud}/v1/embedded/social/callback`],
        ...['--client-secret-file', secrets.oidcClientSecretFile],
      ],
      readyUrl: `${oidcIssuer}/.well-known/openid-configuration`,
    })
    // Sign In With Farcaster's relay, local; the test's Farcaster app answers its channels.
    const farcasterRelayUrl = `http://127.0.0.1:${ports.farcasterRelay}`
    await supervisor.start({
      name: 'farcaster-relay',
      command: process.execPath,
      args: [
        join(repoRoot, 'apps/farcaster-relay/dist/cli.js'),
        ...['--host', '127.0.0.1', '--port', String(ports.farcasterRelay)],
      ],
      readyUrl: `${farcasterRelayUrl}/health`,
    })
    const socialProvidersFile = writeLocalSocialProviders(stateDir, {
      issuer: oidcIssuer,
      clientSecret: readFileSync(secrets.oidcClientSecretFile, 'utf8').trim(),
    })
    // The devnet's chains have a market, so the cloud offers swaps on them beside SPEC §9's networks.
    const devnetDescription = JSON.parse(readFileSync(devnetFile, 'utf8'))
    const devnetChainIds = devnetDescription.chains.map((chain) => chain.chainId)
    const cloudDatabase = join(stateDir, 'cloud-db')
    // The demo's `?project=one-wallet`, multiWallet off; made on the database before the cloud opens it.
    const oneWalletProjectId = ensureOneWalletProject(cloudDatabase)
    // The dashboard's admin, its password in the stack folder (never served to a page).
    const admin = ensureStackAdmin(cloudDatabase, secrets.adminPasswordFile)
    // The page and the frame by name: a passkey's relying party is a domain, never an IP, and the frame keeps its
    // storage only on the page's own site (a browser that blocks third-party data gives a cross-site frame none).
    const frameOrigin = `http://localhost:${ports.frame}`
    await supervisor.start({
      name: 'cloud',
      command: process.execPath,
      args: [
        ...[join(repoRoot, 'apps/cloud/dist/cli.js'), '--host', '127.0.0.1', '--port', String(ports.cloud)],
        ...['--database', cloudDatabase, '--devnet', devnetFile, '--quiet'],
        ...['--smtp-url', `smtp://127.0.0.1:${ports.smtp}`, '--social-providers', socialProvidersFile],
        ...['--session-key', secrets.sessionKeyFile, '--wallet-key', secrets.walletKeyFile],
        ...['--swap-networks', devnetChainIds.join(',')],
        // The embedded-wallet routes answer the secure frame alone, at the origin the demo loads it from.
        ...['--frame-origin', frameOrigin],
        // Farcaster login through the local relay; the IdRegistry is the devnet description's.
        ...['--farcaster-relay-url', farcasterRelayUrl],
        // A test stack shortens the mailed codes' life to see one expire.
        ...(emailCodeTtlMinutes ? ['--email-code-ttl-minutes', String(emailCodeTtlMinutes)] : []),
      ],
      readyUrl: `http://127.0.0.1:${ports.cloud}/health`,
    })
    // The embedded wallet's secure frame, on its own origin, reading allowed origins from the cloud.
    await supervisor.start({
      name: 'frame',
      command: process.execPath,
      args: [
        join(repoRoot, 'packages/embedded-wallet/dist/frame-server-cli.js'),
        ...['--port', String(ports.frame), '--cloud-url', `http://127.0.0.1:${ports.cloud}`],
        // The embedded wallet's smart accounts on each devnet chain, through its bundler.
        ...frameBundlerArgs(devnetDescription),
      ],
      readyUrl: `http://127.0.0.1:${ports.frame}/health`,
    })
    await supervisor.start({
      name: 'relay',
      command: process.execPath,
      args: [join(repoRoot, 'apps/relay/dist/cli.js'), '--host', '127.0.0.1', '--port', String(ports.relay)],
      readyUrl: `http://127.0.0.1:${ports.relay}/health`,
    })
    const demoUrl = `http://localhost:${ports.demo}`
    await supervisor.start({
      name: 'demo',
      command: process.execPath,
      args: [
        join(repoRoot, 'apps/demo/node_modules/vite/bin/vite.js'),
        'preview',
        '--host',
        '127.0.0.1',
        '--port',
        String(ports.demo),
        '--strictPort',
      ],
      cwd: join(repoRoot, 'apps/demo'),
      // The page reads these at /portico/devnet.json and /portico/stack.json, so it finds the stack on any port.
      env: {
        PORTICO_DEVNET_FILE: devnetFile,
        PORTICO_CLOUD_URL: `http://127.0.0.1:${ports.cloud}`,
        PORTICO_RELAY_URL: `ws://127.0.0.1:${ports.relay}`,
        PORTICO_MAIL_URL: `http://127.0.0.1:${ports.mail}`,
        PORTICO_FRAME_URL: frameOrigin,
        PORTICO_FARCASTER_RELAY_URL: farcasterRelayUrl,
        PORTICO_ONE_WALLET_PROJECT_ID: oneWalletProjectId,
      },
      readyUrl: demoUrl,
    })
    supervisor.setOnUnexpectedExit((name, reason) => {
      console.error(`${name} stopped unexpectedly (${reason}); stopping the stack`)
      void shutdown(1)
    })
    console.log(`Demo: ${demoUrl}`)
    console.log(
      `Cloud dashboard: http://127.0.0.1:${ports.cloud}/admin/ (user ${admin.username}, password in ${admin.passwordFile})`,
    )
  } catch (error) {
    await supervisor.stopAll()
    throw error
  }
}
