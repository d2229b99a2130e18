import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SOCIAL_PROVIDERS } from '@portico/core'
import { freeDevnetPorts, startDevnet } from '@portico/devnet'
import { freePort } from '@portico/devnet/freePort'
import { startMailSink } from '@portico/mail-sink'
import { startOidcProvider } from '@portico/oidc-provider'
import type { TestProject } from 'vitest/node'
import { cloudAdmin, startCloudProcess } from '../../../../cloudProcess.shared'
import { startFrameServer } from '../frameServer/startFrameServer'
import { startTestPages } from './startTestPages'
import type { TestStack } from './testStack'

/** The project every database holds (apps/cloud DEMO_PROJECT_ID): it allows http://127.0.0.1:* and http://localhost:*. */
const DEMO_PROJECT_ID = 'portico-demo'
/** The cloud's social callback (apps/cloud SOCIAL_CALLBACK_PATH): the OpenID provider registers it exactly. */
const SOCIAL_CALLBACK_PATH = '/v1/embedded/social/callback'

/**
 * A project like the demo one (its origins, default features) for one test file's logins: the cloud's
 * `auth` rate limit (10 a minute) counts per project and address, so each file that logs in often has its own.
 */
async function createLoginProject(database: string, name: string, cwd: string): Promise<string> {
  const { id } = (await cloudAdmin(database, ['projects', 'create', '--name', name], cwd)) as { id: string }
  for (const origin of ['http://127.0.0.1:*', 'http://localhost:*'])
    await cloudAdmin(database, ['origins', 'add', id, origin], cwd)
  return id
}

/**
 * The local stack for the browser tests, each part real and on a free port: the devnet, the
 * mail sink, the OpenID provider every social login points at, the cloud (with a project that allows only
 * http://localhost:*, which the test page at 127.0.0.1 is not, and one each for the social logins, the
 * social refusals and the email update tests) and the frame server. The frame is reached as
 * http://localhost:<port>, another site than the test page, as in the stack.
 */
export default async function startGlobalStack(project: TestProject) {
  const stops: (() => Promise<unknown>)[] = []
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined)
  }
  try {
    const workDir = await mkdtemp(join(tmpdir(), 'portico-embedded-'))
    stops.push(() => rm(workDir, { recursive: true, force: true }))
    const devnet = await startDevnet({ ports: await freeDevnetPorts() })
    stops.push(devnet.stop)
    const mail = await startMailSink({ smtpPort: 0, httpPort: 0 })
    stops.push(mail.close)
    const database = join(workDir, 'cloud-db')
    const strict = (await cloudAdmin(
      database,
      ['projects', 'create', '--name', 'Localhost only'],
      workDir,
    )) as {
      id: string
    }
    await cloudAdmin(database, ['origins', 'add', strict.id, 'http://localhost:*'], workDir)
    const socialProjectId = await createLoginProject(database, 'Social logins', workDir)
    const socialRefusalsProjectId = await createLoginProject(database, 'Social refusals', workDir)
    const emailUpdateProjectId = await createLoginProject(database, 'Email updates', workDir)
    const socialRedirectProjectId = await createLoginProject(database, 'Social redirects', workDir)
    // Core's AUTH connector tests log in on a project of their own: the frame keeps one session per project.
    const coreProjectId = await createLoginProject(database, 'Core AUTH connector', workDir)
    // Every social provider of SPEC §5 points at one local OpenID provider, as in the stack.
    const cloudPort = await freePort()
    const clientSecret = randomBytes(24).toString('base64url')
    const oidc = await startOidcProvider({
      port: 0,
      redirectUris: [`http://127.0.0.1:${cloudPort}${SOCIAL_CALLBACK_PATH}`],
      clientSecret,
    })
    stops.push(oidc.close)
    const socialProvidersFile = join(workDir, 'social-providers.json')
    await writeFile(
      socialProvidersFile,
      JSON.stringify({
        providers: Object.fromEntries(
          SOCIAL_PROVIDERS.map((id) => [id, { issuer: oidc.issuer, clientId: id, clientSecret }]),
        ),
      }),
    )
    // The frame's port is known before the cloud starts: the embedded-wallet routes answer its origin only.
    const framePort = await freePort()
    const frameUrl = `http://localhost:${framePort}/`
    const cloud = await startCloudProcess({
      database,
      cwd: workDir,
      port: cloudPort,
      frameOrigin: new URL(frameUrl).origin,
      args: ['--smtp-url', mail.smtpUrl, '--social-providers', socialProvidersFile],
    })
    stops.push(cloud.stop)
    const frame = await startFrameServer({
      cloudUrl: cloud.url,
      port: framePort,
      staticDir: fileURLToPath(new URL('../../dist/frame', import.meta.url)),
    })
    stops.push(frame.close)
    const pages = await startTestPages()
    stops.push(pages.close)

    const [l1, l2] = devnet.chains
    if (!l1 || !l2) throw new Error('the devnet started without its two EVM chains')
    const stack: TestStack = {
      cloudUrl: cloud.url,
      frameUrl,
      mailUrl: mail.httpUrl,
      demoProjectId: DEMO_PROJECT_ID,
      strictProjectId: strict.id,
      socialProjectId,
      socialRefusalsProjectId,
      emailUpdateProjectId,
      socialRedirectProjectId,
      oidcIssuer: oidc.issuer,
      coreProjectId,
      evm: [
        { chainId: l1.chainId, rpcUrl: l1.rpcUrl },
        { chainId: l2.chainId, rpcUrl: l2.rpcUrl },
      ],
      solanaRpcUrl: devnet.solana.rpcUrl,
      pagesUrl: pages.url,
    }
    project.provide('stack', stack)
  } catch (error) {
    await stopAll()
    throw error
  }
  return stopAll
}
