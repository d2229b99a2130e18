import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freeDevnetPorts, startDevnet } from '@portico/devnet'
import { startMailSink } from '@portico/mail-sink'
import type { TestProject } from 'vitest/node'
import { startFrameServer } from '../frameServer/startFrameServer'
import { cloudAdmin, startCloudProcess } from './startCloudProcess'
import { startTestPages } from './startTestPages'
import type { TestStack } from './testStack'

/** The project every database holds (apps/cloud DEMO_PROJECT_ID): it allows http://127.0.0.1:* and http://localhost:*. */
const DEMO_PROJECT_ID = 'portico-demo'

/**
 * The local stack of issue 18 for the browser tests, each part real and on a free port: the devnet, the
 * mail sink, the cloud (with a second project that allows only http://localhost:*, which the test page
 * at 127.0.0.1 is not) and the frame server. The frame is reached as http://localhost:<port>, another
 * site than the test page, as in the stack.
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
    // Core's AUTH connector tests log in on a project of their own: the frame keeps one session per project,
    // and the bridge's tests, which may run at the same time, hold the demo project's. The test page is on
    // 127.0.0.1 and the frame (which calls the cloud) on localhost.
    const core = (await cloudAdmin(
      database,
      ['projects', 'create', '--name', 'Core AUTH connector'],
      workDir,
    )) as { id: string }
    for (const origin of ['http://127.0.0.1:*', 'http://localhost:*'])
      await cloudAdmin(database, ['origins', 'add', core.id, origin], workDir)
    const cloud = await startCloudProcess({ database, smtpUrl: mail.smtpUrl, cwd: workDir })
    stops.push(cloud.stop)
    const frame = await startFrameServer({
      cloudUrl: cloud.url,
      port: 0,
      staticDir: fileURLToPath(new URL('../../dist/frame', import.meta.url)),
    })
    stops.push(frame.close)
    const pages = await startTestPages()
    stops.push(pages.close)

    const [l1, l2] = devnet.chains
    if (!l1 || !l2) throw new Error('the devnet started without its two EVM chains')
    const stack: TestStack = {
      cloudUrl: cloud.url,
      frameUrl: `http://localhost:${frame.port}/`,
      mailUrl: mail.httpUrl,
      demoProjectId: DEMO_PROJECT_ID,
      strictProjectId: strict.id,
      coreProjectId: core.id,
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
