import { runInNewContext } from 'node:vm'
import { expect, test } from 'vitest'
import { type DevnetWalletInitOptions, INIT_OPTIONS_GLOBAL } from './browser/installFromInitScript'
import { addDevnetWallet, DEVNET_WALLET_BROWSER_SCRIPT, type InitScriptTarget } from './playwright'

function recordingPage() {
  const scripts: { path?: string; content?: string }[] = []
  const page: InitScriptTarget = { addInitScript: async (script) => void scripts.push(script) }
  return { page, scripts }
}

test('sets the options first, then loads the browser bundle, in every document', async () => {
  const { page, scripts } = recordingPage()
  const options: DevnetWalletInitOptions = {
    chains: [{ chainId: 31338, rpcUrl: 'http://127.0.0.1:8546', name: 'Portico Devnet L2' }],
  }
  await addDevnetWallet(page, options)
  expect(scripts).toHaveLength(2)
  expect(scripts[1]).toEqual({ path: DEVNET_WALLET_BROWSER_SCRIPT })
  expect(DEVNET_WALLET_BROWSER_SCRIPT).toMatch(/browser\.global\.js$/)
  // The first script, run in a page, sets the global the bundle reads.
  const pageGlobal: Record<string, unknown> = {}
  runInNewContext(scripts[0]?.content ?? '', { globalThis: pageGlobal })
  expect(pageGlobal[INIT_OPTIONS_GLOBAL]).toEqual(options)
})

test('without options only the bundle: the wallet then uses the local stack defaults', async () => {
  const { page, scripts } = recordingPage()
  await addDevnetWallet(page)
  expect(scripts).toEqual([{ path: DEVNET_WALLET_BROWSER_SCRIPT }])
})
