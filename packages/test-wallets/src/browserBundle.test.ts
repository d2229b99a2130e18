import { runInContext } from 'node:vm'
import { freePort, type SolanaDevnet, startSolanaDevnet } from '@portico/devnet'
import { base58 } from '@scure/base'
import { build } from 'esbuild'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { browserRealm } from './test/browserRealm'

let devnet: SolanaDevnet
let bundle: string

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: await freePort(), wsPort: await freePort() })
  // The package as a page bundler sees it: browser platform, every dependency inlined.
  const result = await build({
    entryPoints: [new URL('./index.ts', import.meta.url).pathname],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    globalName: 'PorticoTestWallets',
    write: false,
    logLevel: 'silent',
  })
  bundle = result.outputFiles[0]?.text ?? ''
})
afterAll(async () => {
  await devnet?.stop()
})

test('the package bundles for the browser with no Node built-in', () => {
  expect(bundle.length).toBeGreaterThan(0)
  expect(bundle).not.toMatch(/require\(["']node:/)
})

test('a page bundle installs the wallet, connects and signs on both sides, and sends SOL to the devnet', async () => {
  const realm = browserRealm()
  runInContext(bundle, realm)
  const scenario = `(async () => {
    const { installDevnetWallet, PORTICO_SOLANA_DEVNET_CHAIN } = PorticoTestWallets
    const seen = []
    window.addEventListener('wallet-standard:register-wallet', (event) =>
      event.detail({ register: (wallet) => { seen.push(wallet); return () => {} } }))
    const installed = await installDevnetWallet({
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1', name: 'Portico Devnet' }],
      solana: { rpcUrl: ${JSON.stringify(devnet.rpcUrl)} },
    })
    const wallet = seen[0]
    const { accounts } = await wallet.features['standard:connect'].connect()
    const message = new TextEncoder().encode('hello')
    const [signed] = await wallet.features['solana:signMessage'].signMessage({ account: accounts[0], message })
    const evmSignature = await installed.provider.request({ method: 'eth_requestAccounts' })
      .then(([address]) => installed.provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', address] }))
    const rpc = (method, params) => fetch(${JSON.stringify(devnet.rpcUrl)}, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    }).then((response) => response.json()).then((body) => body.result)
    return {
      name: wallet.name,
      address: accounts[0].address,
      signatureLength: signed.signature.length,
      evmSignature,
      blockhash: (await rpc('getLatestBlockhash', [])).value.blockhash,
      chain: PORTICO_SOLANA_DEVNET_CHAIN,
    }
  })()`
  const result = (await runInContext(scenario, realm)) as {
    name: string
    address: string
    signatureLength: number
    evmSignature: string
    blockhash: string
    chain: string
  }
  expect(result.name).toBe('Portico Devnet Wallet')
  expect(result.address).toBe(devnet.accounts[1]?.address)
  expect(result.signatureLength).toBe(64)
  expect(result.evmSignature).toMatch(/^0x[0-9a-f]{130}$/)
  expect(result.chain).toBe(devnet.chainId)

  // The page's wallet signs and sends a transfer it builds from raw bytes, as a dapp's bundle would.
  const receiver = devnet.accounts[9]?.address ?? ''
  const before = await balance(receiver)
  const sent = await runInContext(
    `(async () => {
      const wallet = window.porticoDevnetWallet.solana.wallet
      const account = wallet.accounts[0]
      const transaction = PorticoTestWalletsTestTransfer(account.publicKey, ${JSON.stringify(receiver)}, ${JSON.stringify(result.blockhash)})
      const [output] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account, transaction, chain: PorticoTestWallets.PORTICO_SOLANA_DEVNET_CHAIN,
      })
      return output.signature.length
    })()`,
    Object.assign(realm, { PorticoTestWalletsTestTransfer: legacyTransfer }),
  )
  expect(sent).toBe(64)
  expect(await balance(receiver)).toBe(before + 1_000_000)
})

async function balance(address: string): Promise<number> {
  const response = await fetch(devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  })
  return ((await response.json()) as { result: { value: number } }).result.value
}

/** A legacy SystemProgram transfer of 1,000,000 lamports with one empty signature slot, built byte by byte. */
function legacyTransfer(from: Uint8Array, to: string, blockhash: string): Uint8Array {
  const data = new Uint8Array(12)
  new DataView(data.buffer).setUint32(0, 2, true)
  new DataView(data.buffer).setBigUint64(4, 1_000_000n, true)
  const message = [
    ...[1, 0, 1, 3],
    ...from,
    ...base58.decode(to),
    ...new Uint8Array(32),
    ...base58.decode(blockhash),
    ...[1, 2, 2, 0, 1, 12],
    ...data,
  ]
  return Uint8Array.from([1, ...new Uint8Array(64), ...message])
}
