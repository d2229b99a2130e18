// The secure frame app: built into dist/frame/frame.js and served on its own origin.
import { isOriginAllowed } from '@portico/core'
import { openDeviceShareStore } from '../keys/index'
import { FRAME_CHANNEL, FRAME_HEIGHT, FRAME_READY, isAppRequest } from '../protocol/frameEvents'
import { createApprovalView } from './approval/createApprovalView'
import { adoptFrameStyles } from './approval/frameStyles'
import { createCodeEntry } from './codeEntry/createCodeEntry'
import { createFrameApp } from './createFrameApp'
import { embeddingOrigin } from './embeddingOrigin'
import { createFrameCloudClient } from './frameCloudClient'
import { createKeyExportView } from './keyExport/createKeyExportView'
import { memoryDeviceShareStore, memoryStorage } from './memoryStores'
import { createPasskeyView } from './passkey/createPasskeyView'
import { readFrameQuery } from './readFrameQuery'
import { memorySessionKeyStore, openSessionKeyStore } from './sessionKeyStore'
import { createSessionStore } from './sessionStore'
import { readSmartAccountNetworks } from './smartAccount/readSmartAccountNetworks'
import { createFrameAppearance } from './text/frameAppearance'

/** Where the frame server says its cloud is: the page that embeds the frame cannot choose it. */
async function readCloudUrl(): Promise<string> {
  const config = (await (await fetch('/frame-config.json')).json()) as { cloudUrl?: unknown }
  if (typeof config.cloudUrl !== 'string') throw new Error('the frame server gave no cloudUrl')
  return config.cloudUrl
}

/** The frame origin's localStorage, or memory when the browser denies a cross-site frame its storage. */
function frameStorage(log: (error: unknown) => void): Storage {
  try {
    localStorage.getItem('')
    return localStorage
  } catch (error) {
    log(error)
    return memoryStorage()
  }
}

async function start(): Promise<void> {
  const query = readFrameQuery(location.search)
  if ('error' in query) throw new Error(query.error)
  const parentOrigin = embeddingOrigin(window)
  if (!parentOrigin) throw new Error('the secure frame runs only inside a page that embeds it')
  const log = (error: unknown) => {
    if (query.enableLogger) console.error('[portico secure frame]', error)
  }
  // The session's key lives beside the device share; memory when the browser denies this frame its storage.
  const sessionKeys = await openSessionKeyStore().catch((error: unknown) => {
    log(error)
    return memorySessionKeyStore()
  })
  const cloud = createFrameCloudClient({
    cloudUrl: await readCloudUrl(),
    projectId: query.projectId,
    sessionKeys,
  })
  // SPEC §6: only pages of the project's allowed origins (the frame server's frame-ancestors says the same).
  const { allowedOrigins } = await cloud.allowedOrigins()
  if (!isOriginAllowed(parentOrigin, allowedOrigins))
    throw new Error(`${parentOrigin} is not an allowed origin of project ${query.projectId}`)

  adoptFrameStyles(document)
  // English and the system's light or dark until the modal syncs its own (SYNC_THEME).
  const words = createFrameAppearance(document)
  // The host makes room for what the frame draws: an approval, or the code field (hidden while one shows), an
  // export or a passkey prompt.
  const heights = { approval: 0, code: 0, export: 0, passkey: 0 }
  const reportHeight = (part: keyof typeof heights) => (height: number) => {
    heights[part] = height
    window.parent.postMessage(
      {
        channel: FRAME_CHANNEL,
        type: FRAME_HEIGHT,
        height: heights.approval + heights.code + heights.export + heights.passkey,
      },
      parentOrigin,
    )
  }
  const view = createApprovalView({
    document,
    words,
    queue: () => app.approvals,
    postHeight: reportHeight('approval'),
  })
  const app = createFrameApp({
    projectId: query.projectId,
    cloud,
    sessions: createSessionStore(frameStorage(log), query.projectId),
    deviceShares: await openDeviceShareStore().catch((error: unknown) => {
      log(error)
      return memoryDeviceShareStore()
    }),
    network: query.network,
    smartAccountNetworks: await readSmartAccountNetworks(),
    pageOrigin: parentOrigin,
    // Never '*': an answer reaches the checked embedding page or nobody.
    post: (message) => window.parent.postMessage(message, parentOrigin),
    onHeld: (held) => view.render(held),
    codes: createCodeEntry({ document, words, onHeight: reportHeight('code') }),
    keyExportView: createKeyExportView({ document, words, onHeight: reportHeight('export') }),
    passkeyView: createPasskeyView({ document, words, onHeight: reportHeight('passkey') }),
    onSyncTheme: (settings) => words.apply(settings),
    onError: log,
  })
  window.addEventListener('message', (event) => {
    // Only the embedding page itself, from its checked origin: another frame or origin is ignored.
    if (event.source !== window.parent || event.origin !== parentOrigin || !isAppRequest(event.data)) return
    void app.handle(event.data)
  })
  await app.restore()
  window.parent.postMessage({ channel: FRAME_CHANNEL, type: FRAME_READY }, parentOrigin)
}

start().catch((error: unknown) => {
  // A frame that cannot start says nothing to the page: the bridge's load timeout reports it (SPEC §9).
  console.error('[portico secure frame]', error instanceof Error ? error.message : error)
})
