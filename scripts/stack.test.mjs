import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { freePort } from '@portico/devnet/freePort'
import { afterEach, describe, expect, test } from 'vitest'
import { LOCAL_SOCIAL_PROVIDERS } from './lib/localSocialProviders.mjs'
import { descendantPids, isAlive } from './lib/testing/processTree.mjs'

const stackScript = fileURLToPath(new URL('./stack.mjs', import.meta.url))
const started = []
const holders = []

/** Another program on `port` of 127.0.0.1: what the stack meets when a port it wants is taken. */
async function holdPort(port) {
  const server = createServer()
  holders.push(server)
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve))
}

function startStack(args) {
  const child = spawn(process.execPath, [stackScript, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  started.push(child)
  let output = ''
  const listeners = new Set()
  const onData = (chunk) => {
    output += chunk.toString()
    for (const listener of listeners) listener()
  }
  child.stdout.on('data', onData)
  child.stderr.on('data', onData)
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)))
  const printed = (text) =>
    new Promise((resolve, reject) => {
      const check = () => output.includes(text) && resolve()
      listeners.add(check)
      exited.then(() => reject(new Error(`stack exited before printing "${text}":\n${output}`)))
      check()
    })
  return { child, exited, printed, output: () => output }
}

async function freePorts() {
  return {
    demo: await freePort(),
    l1: await freePort(),
    l2: await freePort(),
    solana: await freePort(),
    solanaWs: await freePort(),
    polkadot: await freePort(),
    relay: await freePort(),
    cloud: await freePort(),
    smtp: await freePort(),
    mail: await freePort(),
    frame: await freePort(),
    oidc: await freePort(),
    farcasterRelay: await freePort(),
    l1Bundler: await freePort(),
    l2Bundler: await freePort(),
  }
}

const portArgs = (ports) => [
  ...['--port', String(ports.demo), '--l1-port', String(ports.l1)],
  ...[
    '--l2-port',
    String(ports.l2),
    '--solana-port',
    String(ports.solana),
    '--solana-ws-port',
    String(ports.solanaWs),
    '--polkadot-port',
    String(ports.polkadot),
    '--relay-port',
    String(ports.relay),
    '--cloud-port',
    String(ports.cloud),
    ...['--smtp-port', String(ports.smtp), '--mail-port', String(ports.mail)],
    ...['--frame-port', String(ports.frame)],
    ...['--oidc-port', String(ports.oidc)],
    ...['--farcaster-relay-port', String(ports.farcasterRelay)],
    ...['--l1-bundler-port', String(ports.l1Bundler), '--l2-bundler-port', String(ports.l2Bundler)],
  ],
]

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
  for (const server of holders.splice(0)) server.close()
})

describe('the local stack', () => {
  test('serves the demo with the devnet it started, and Ctrl-C stops every process', async () => {
    const ports = await freePorts()
    const stack = startStack(portArgs(ports))
    // By name, as the frame is (runStack.mjs): the page and the frame are one site.
    await stack.printed(`Demo: http://localhost:${ports.demo}`)

    const page = await fetch(`http://127.0.0.1:${ports.demo}/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<title>Portico demo</title>')
    const devnet = await (await fetch(`http://127.0.0.1:${ports.demo}/portico/devnet.json`)).json()
    expect(devnet.chains.map((chain) => [chain.chainId, chain.rpcUrl])).toEqual([
      [31337, `http://127.0.0.1:${ports.l1}`],
      [31338, `http://127.0.0.1:${ports.l2}`],
    ])
    expect(devnet.polkadot.wsUrl).toBe(`ws://127.0.0.1:${ports.polkadot}`)
    // The devnet's names resolver asks this stack's cloud, which holds the key the resolver trusts
    // (a request it cannot answer is 400, where a cloud without the key answers 503).
    expect(devnet.names.gatewayUrl).toBe(`http://127.0.0.1:${ports.cloud}/v1/profile/gateway`)
    const gateway = await fetch(devnet.names.gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sender: devnet.chains[0].names.resolver, data: '0x' }),
    })
    expect(gateway.status).toBe(400)

    const mail = await fetch(`http://127.0.0.1:${ports.mail}/api/mails`)
    expect(await mail.json()).toEqual({ mails: [] })

    // The secure frame on its own port, embeddable only by the demo project's allowed origins.
    const frame = await fetch(`http://127.0.0.1:${ports.frame}/?projectId=portico-demo`)
    expect(frame.status).toBe(200)
    expect(frame.headers.get('content-security-policy')).toContain(
      'frame-ancestors http://127.0.0.1:* http://localhost:*',
    )

    const health = await fetch(`http://127.0.0.1:${ports.relay}/health`)
    expect(health.status).toBe(200)
    const wallets = await fetch(
      `http://127.0.0.1:${ports.cloud}/getWallets?projectId=portico-demo&st=portico&sv=0&page=1&entries=4`,
    )
    expect((await wallets.json()).data).toHaveLength(4)
    const balance = await fetch(
      `http://127.0.0.1:${ports.cloud}/v1/account/${devnet.accounts[1]}/balance?projectId=portico-demo&st=portico&sv=0&currency=usd&chainId=eip155:31337`,
    )
    expect(balance.status).toBe(200)
    // The stack makes its devnet chains swap networks, so the cloud trades on their markets.
    for (const chainId of [31337, 31338]) {
      const tokens = await fetch(
        `http://127.0.0.1:${ports.cloud}/v1/convert/tokens?projectId=portico-demo&st=portico&sv=0&chainId=eip155:${chainId}`,
      )
      expect((await tokens.json()).tokens.map((token) => token.symbol)).toEqual(['ETH', 'DDL', 'DUSD'])
    }

    // The OpenID provider runs, and the cloud starts a sign-in there for each social provider.
    const discovery = await (
      await fetch(`http://127.0.0.1:${ports.oidc}/.well-known/openid-configuration`)
    ).json()
    expect(discovery.issuer).toBe(`http://127.0.0.1:${ports.oidc}`)
    for (const provider of LOCAL_SOCIAL_PROVIDERS) {
      const started = await fetch(
        `http://127.0.0.1:${ports.cloud}/v1/embedded/social/start?projectId=portico-demo&st=portico&sv=0`,
        {
          method: 'POST',
          // As the secure frame asks it: the embedded-wallet routes answer the frame's origin only.
          headers: { origin: `http://localhost:${ports.frame}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            provider,
            pageOrigin: `http://localhost:${ports.demo}`,
            bindingChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
          }),
        },
      )
      expect(started.status).toBe(200)
      const uri = new URL((await started.json()).uri)
      expect([uri.origin, uri.searchParams.get('client_id')]).toEqual([
        `http://127.0.0.1:${ports.oidc}`,
        provider,
      ])
    }

    const processes = descendantPids(stack.child.pid)
    expect(processes.length).toBeGreaterThanOrEqual(8) // devnet CLI, two anvils, chopsticks, oidc, cloud, frame, relay, vite
    stack.child.kill('SIGINT')
    expect(await stack.exited).toBe(0)
    expect(processes.filter(isAlive)).toEqual([])
  })

  test('a busy demo port fails with a message naming it and starts nothing', async () => {
    const ports = await freePorts()
    await holdPort(ports.demo)

    const stack = startStack(portArgs(ports))
    expect(await stack.exited).toBe(1)
    expect(stack.output()).toContain(
      `Port ${ports.demo} on 127.0.0.1 is already in use, so the demo cannot start there.`,
    )
    expect(stack.output()).not.toContain('[devnet]')
  })

  test('a busy chain port fails with the devnet naming it, and the stack exits', async () => {
    const ports = await freePorts()
    await holdPort(ports.l2)

    const stack = startStack(portArgs(ports))
    expect(await stack.exited).toBe(1)
    expect(stack.output()).toContain(`Port ${ports.l2} on 127.0.0.1 is already in use`)
  })

  test('a bad port flag is refused before anything starts', async () => {
    const stack = startStack(['--port', 'http'])
    expect(await stack.exited).toBe(1)
    expect(stack.output()).toContain('--port must be a port number from 1 to 65535, got "http"')
  })
})
