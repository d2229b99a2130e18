import { runInContext } from 'node:vm'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { build } from 'esbuild'
import { beforeAll, expect, test, vi } from 'vitest'
import { DEVNET_POLKADOT_EXTENSION_KEY } from '../polkadot/constants'
import { browserRealm } from '../test/browserRealm'
import { INIT_OPTIONS_GLOBAL } from './installFromInitScript'

let script: string

beforeAll(async () => {
  // The script as tsup ships it: one IIFE with every dependency inlined, for addInitScript({ path }).
  const result = await build({
    entryPoints: [new URL('../browser.ts', import.meta.url).pathname],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    write: false,
    logLevel: 'silent',
  })
  script = result.outputFiles[0]?.text ?? ''
})

const installedChainId = (realm: object) =>
  vi.waitFor(() => {
    const chainId = runInContext('window.porticoDevnetWallet?.chainId', realm)
    if (chainId === undefined) throw new Error('no wallet yet')
    return chainId as number
  })

test('on about:blank, where init scripts also run, it does nothing and throws nothing', async () => {
  const realm = browserRealm('about:blank')
  const warnings: unknown[] = []
  Object.assign(realm, { console: { ...console, warn: (...args: unknown[]) => warnings.push(args) } })
  expect(() => runInContext(script, realm)).not.toThrow()
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(runInContext('window.porticoDevnetWallet', realm)).toBeUndefined()
  expect(warnings).toEqual([])
})

test('on a page it installs the wallet on the local stack, or on the chains an earlier init script set', async () => {
  const plain = browserRealm()
  runInContext(script, plain)
  expect(await installedChainId(plain)).toBe(31337)

  const configured = browserRealm()
  runInContext(
    `window[${JSON.stringify(INIT_OPTIONS_GLOBAL)}] = { chains: [{ chainId: 31338, rpcUrl: 'http://127.0.0.1:8546', name: 'Portico Devnet L2' }], solana: false }`,
    configured,
  )
  runInContext(script, configured)
  expect(await installedChainId(configured)).toBe(31338)
  expect(runInContext('window.porticoDevnetWallet.solana', configured)).toBeUndefined()
})

test('on a page its Polkadot extension joins window.injectedWeb3 and signs raw bytes a verifier accepts', async () => {
  const realm = browserRealm()
  runInContext(script, realm)
  await installedChainId(realm)
  const result = (await runInContext(
    `(async () => {
      const extension = window.injectedWeb3[${JSON.stringify(DEVNET_POLKADOT_EXTENSION_KEY)}]
      const injected = await extension.enable('Portico Demo')
      const [account] = await injected.accounts.get()
      const data = '0x' + [...new TextEncoder().encode('<Bytes>hello</Bytes>')].map((b) => b.toString(16).padStart(2, '0')).join('')
      const { signature } = await injected.signer.signRaw({ address: account.address, data, type: 'bytes' })
      return { address: account.address, signature }
    })()`,
    realm,
  )) as { address: string; signature: string }
  await cryptoWaitReady()
  expect(signatureVerify('hello', result.signature, result.address)).toMatchObject({
    isValid: true,
    crypto: 'sr25519',
  })
})
