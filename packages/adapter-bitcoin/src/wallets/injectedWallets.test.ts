import { type ConnectionAccount, type Connector, UserRejectedRequestError } from '@portico/core'
import { base64, hex } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { createBitcoinAdapter } from '../createBitcoinAdapter'
import { bitcoin, bitcoinRegtest, bitcoinTestnet } from '../networks'

// UniSat, OKX and Leather are browser extensions, which cannot run in Node: these stand-ins answer with
// each wallet's documented API shapes and record what the adapter asked, so the translation is what is tested.
const PAYMENT = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const TAPROOT = 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr'
const PUBLIC_KEY = `02${'11'.repeat(32)}`
const refusal = () => Object.assign(new Error('User rejected'), { code: 4001 })

function unisatLike(address = PAYMENT) {
  const calls: unknown[][] = []
  const listeners = new Map<string, (payload: unknown) => void>()
  let refuseNext = false
  const answer = async <value>(call: unknown[], value: value) => {
    calls.push(call)
    if (refuseNext) {
      refuseNext = false
      throw refusal()
    }
    return value
  }
  const provider = {
    requestAccounts: () => answer(['requestAccounts'], [address]),
    getAccounts: () => answer(['getAccounts'], [address]),
    getPublicKey: () => answer(['getPublicKey'], PUBLIC_KEY),
    getChain: () => answer(['getChain'], { enum: 'BITCOIN_MAINNET' }),
    signMessage: (message: string, type: string) => answer(['signMessage', message, type], 'c2lnbmF0dXJl'),
    signPsbt: (psbtHex: string, options: unknown) => answer(['signPsbt', psbtHex, options], 'cafe'),
    pushPsbt: (psbtHex: string) => answer(['pushPsbt', psbtHex], 'f'.repeat(64)),
    sendBitcoin: (to: string, sats: number) => answer(['sendBitcoin', to, sats], 'e'.repeat(64)),
    on: (event: string, listener: (payload: unknown) => void) => listeners.set(event, listener),
    removeListener: (event: string) => listeners.delete(event),
  }
  return { provider, calls, listeners, refuseNext: () => (refuseNext = true) }
}

function leatherLike() {
  const calls: { method: string; params?: unknown }[] = []
  const results: Record<string, unknown> = {
    getAddresses: {
      addresses: [
        { symbol: 'BTC', type: 'p2wpkh', address: PAYMENT, publicKey: PUBLIC_KEY },
        { symbol: 'BTC', type: 'p2tr', address: TAPROOT, publicKey: `03${'22'.repeat(32)}` },
        { symbol: 'STX', address: 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7' },
      ],
    },
    signMessage: { signature: 'bGVhdGhlcg==' },
    signPsbt: { hex: 'beef' },
    sendTransfer: { txid: 'a'.repeat(64) },
  }
  const provider = {
    request: async (method: string, params?: unknown) => {
      calls.push({ method, params })
      return { jsonrpc: '2.0', id: String(calls.length), result: results[method] }
    },
  }
  return { provider, calls }
}

function setUp(root: object) {
  const adapter = createBitcoinAdapter({ root })
  const log = {
    connectors: [] as Connector[][],
    accounts: [] as { connectorId: string; accounts: ConnectionAccount[] }[],
  }
  adapter.setup({
    networks: [bitcoin, bitcoinTestnet, bitcoinRegtest],
    options: { enableEIP6963: false, enableInjected: true, enableWalletConnect: false },
    events: {
      connectorsChanged: (connectors) => log.connectors.push(connectors),
      accountsChanged: (change) => log.accounts.push(change),
      chainChanged: () => undefined,
      disconnected: () => undefined,
    },
  })
  return { adapter, log, listed: () => log.connectors.at(-1)?.map(({ id, name }) => ({ id, name })) }
}

describe('UniSat and OKX', () => {
  test('each is one connector with a stable id, beside WBIP004 wallets', () => {
    const { listed } = setUp({ unisat: unisatLike().provider, okxwallet: { bitcoin: unisatLike().provider } })
    expect(listed()).toEqual([
      { id: 'injected:unisat', name: 'UniSat Wallet' },
      { id: 'injected:okxwallet.bitcoin', name: 'OKX Wallet' },
    ])
  })

  test('connect: the one address is the payment account, with its public key, script type and network', async () => {
    const unisat = unisatLike()
    const { adapter } = setUp({ unisat: unisat.provider })
    const connection = await adapter.connect({ connectorId: 'injected:unisat', caipNetwork: bitcoin })
    expect(connection).toEqual({
      connectorId: 'injected:unisat',
      chainId: bitcoin.id,
      accounts: [{ address: PAYMENT, type: 'payment', publicKey: PUBLIC_KEY }],
    })
    expect(adapter.getAccounts('injected:unisat')).toEqual([
      { address: PAYMENT, type: 'payment', publicKey: PUBLIC_KEY, addressType: 'p2wpkh' },
    ])
  })

  test('a taproot account signs with bip322-simple, a segwit one with ecdsa (the OKX taproot failure, appkit #4162)', async () => {
    const okx = unisatLike(TAPROOT)
    const { adapter } = setUp({ okxwallet: { bitcoin: okx.provider } })
    await adapter.connect({ connectorId: 'injected:okxwallet.bitcoin', caipNetwork: bitcoin })
    const signature = await adapter.signMessage({
      connectorId: 'injected:okxwallet.bitcoin',
      address: TAPROOT,
      message: 'hello',
    })
    expect(signature).toBe('c2lnbmF0dXJl')
    expect(okx.calls).toContainEqual(['signMessage', 'hello', 'bip322-simple'])

    const unisat = unisatLike()
    const second = setUp({ unisat: unisat.provider })
    await second.adapter.connect({ connectorId: 'injected:unisat', caipNetwork: bitcoin })
    await second.adapter.signMessage({ connectorId: 'injected:unisat', address: PAYMENT, message: 'hi' })
    expect(unisat.calls).toContainEqual(['signMessage', 'hi', 'ecdsa'])
  })

  test("the wallet's refusal (4001) is SPEC §8's user rejection", async () => {
    const unisat = unisatLike()
    const { adapter } = setUp({ unisat: unisat.provider })
    unisat.refuseNext()
    await expect(
      adapter.connect({ connectorId: 'injected:unisat', caipNetwork: bitcoin }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  test('signPsbt goes to the wallet in hex with the inputs to sign and comes back base64; broadcast pushes it', async () => {
    const unisat = unisatLike()
    const { adapter } = setUp({ unisat: unisat.provider })
    await adapter.connect({ connectorId: 'injected:unisat', caipNetwork: bitcoin })
    const result = await adapter.signPsbt({
      connectorId: 'injected:unisat',
      psbt: base64.encode(hex.decode('70736274ff')),
      signInputs: { [PAYMENT]: [0, 2] },
      broadcast: true,
    })
    expect(unisat.calls).toContainEqual([
      'signPsbt',
      '70736274ff',
      {
        autoFinalized: true,
        toSignInputs: [
          { index: 0, address: PAYMENT },
          { index: 2, address: PAYMENT },
        ],
      },
    ])
    expect(result).toEqual({ psbt: base64.encode(hex.decode('cafe')), txid: 'f'.repeat(64) })
  })

  test('sendTransfer pays one recipient; several are refused with a clear error before the wallet is asked', async () => {
    const unisat = unisatLike()
    const { adapter } = setUp({ unisat: unisat.provider })
    await adapter.connect({ connectorId: 'injected:unisat', caipNetwork: bitcoin })
    expect(
      await adapter.sendTransfer({
        connectorId: 'injected:unisat',
        recipients: [{ address: TAPROOT, amount: 1500 }],
      }),
    ).toEqual({ txid: 'e'.repeat(64) })
    await expect(
      adapter.sendTransfer({
        connectorId: 'injected:unisat',
        recipients: [
          { address: TAPROOT, amount: 1 },
          { address: PAYMENT, amount: 2 },
        ],
      }),
    ).rejects.toThrow('This wallet sends to one recipient at a time')
    expect(unisat.calls.filter(([name]) => name === 'sendBitcoin')).toHaveLength(1)
  })

  test("an account change in the wallet (UniSat's accountsChanged, OKX's accountChanged) reaches core", async () => {
    const unisat = unisatLike()
    const okx = unisatLike()
    const { adapter, log } = setUp({ unisat: unisat.provider, okxwallet: { bitcoin: okx.provider } })
    await adapter.connect({ connectorId: 'injected:unisat', caipNetwork: bitcoin })
    await adapter.connect({ connectorId: 'injected:okxwallet.bitcoin', caipNetwork: bitcoin })
    unisat.listeners.get('accountsChanged')?.([TAPROOT])
    okx.listeners.get('accountChanged')?.({ address: TAPROOT, publicKey: PUBLIC_KEY })
    await expect
      .poll(() => log.accounts.map(({ connectorId }) => connectorId))
      .toEqual(['injected:unisat', 'injected:okxwallet.bitcoin'])
    expect(log.accounts[0]?.accounts).toEqual([{ address: TAPROOT, type: 'payment', publicKey: PUBLIC_KEY }])
  })
})

describe('Leather', () => {
  test('connect maps native segwit to payment and taproot to ordinal by script type; Stacks is left out', async () => {
    const leather = leatherLike()
    const { adapter, listed } = setUp({ LeatherProvider: leather.provider })
    expect(listed()).toEqual([{ id: 'injected:LeatherProvider', name: 'Leather' }])
    const connection = await adapter.connect({
      connectorId: 'injected:LeatherProvider',
      caipNetwork: bitcoin,
    })
    expect(connection.chainId).toBe(bitcoin.id)
    expect(connection.accounts.map(({ address, type }) => [type, address])).toEqual([
      ['payment', PAYMENT],
      ['ordinal', TAPROOT],
    ])
  })

  test('listed through WBIP004 too, it stays one row and is still spoken to in its own methods', async () => {
    const leather = leatherLike()
    const { adapter, listed } = setUp({
      LeatherProvider: leather.provider,
      btc_providers: [{ id: 'LeatherProvider', name: 'Leather' }],
    })
    expect(listed()).toEqual([{ id: 'wbip004:LeatherProvider', name: 'Leather' }])
    await adapter.connect({ connectorId: 'wbip004:LeatherProvider', caipNetwork: bitcoin })
    expect(leather.calls.map(({ method }) => method)).toEqual(['getAddresses'])
  })

  test('signMessage names the payment type of the signing address; signPsbt and sendTransfer in its shapes', async () => {
    const leather = leatherLike()
    const { adapter } = setUp({ LeatherProvider: leather.provider })
    const connectorId = 'injected:LeatherProvider'
    await adapter.connect({ connectorId, caipNetwork: bitcoin })
    expect(await adapter.signMessage({ connectorId, address: TAPROOT, message: 'gm' })).toBe('bGVhdGhlcg==')
    expect(leather.calls.at(-1)).toEqual({
      method: 'signMessage',
      params: { message: 'gm', paymentType: 'p2tr', network: 'mainnet' },
    })
    const signed = await adapter.signPsbt({
      connectorId,
      psbt: base64.encode(hex.decode('70736274ff')),
      signInputs: { [PAYMENT]: [1] },
    })
    expect(leather.calls.at(-1)).toEqual({
      method: 'signPsbt',
      params: { hex: '70736274ff', signAtIndex: [1], broadcast: false },
    })
    expect(signed).toEqual({ psbt: base64.encode(hex.decode('beef')) })
    await adapter.sendTransfer({ connectorId, recipients: [{ address: TAPROOT, amount: 2500 }] })
    expect(leather.calls.at(-1)).toEqual({
      method: 'sendTransfer',
      params: { recipients: [{ address: TAPROOT, amount: '2500' }], network: 'mainnet' },
    })
  })

  test('Leather has no network change: a switch asks for its addresses again, and on another network is refused (SPEC §5)', async () => {
    const leather = leatherLike()
    const { adapter } = setUp({ LeatherProvider: leather.provider })
    await expect(
      adapter.switchNetwork({ connectorId: 'injected:LeatherProvider', caipNetwork: bitcoinTestnet }),
    ).rejects.toThrow(
      'The connector does not support any of the requested chains: the wallet stays on "Mainnet"',
    )
    // wallet_changeNetwork has no counterpart, so it is never sent; the reconnect is Leather's getAddresses.
    expect(leather.calls.map(({ method }) => method)).toEqual(['getAddresses'])
  })
})
