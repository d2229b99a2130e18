import { base64, hex } from '@scure/base'
import type { SatsConnectProvider } from '../discovery'
import type { WalletAddress } from '../purpose'
import { resolvePath } from '../resolvePath'
import { unwrapResponse } from '../unwrapResponse'
import { networkNameOfAddress } from './addressTypeOf'
import { type SatsConnectMethods, satsConnectRequest } from './satsConnectRequest'

/** Leather's `window.LeatherProvider`: JSON-RPC through `request`, with its own method names. */
export type LeatherProvider = { request(method: string, params?: unknown): Promise<unknown> }

type LeatherAddress = { symbol?: string; type?: string; address: string; publicKey?: string }

// Leather names addresses by script: native segwit pays, taproot holds ordinals (SPEC §3's purposes).
const PURPOSE_OF_TYPE: Readonly<Record<string, string>> = { p2wpkh: 'payment', p2tr: 'ordinals' }

/**
 * Speaks sats-connect's methods over Leather's: getAddresses for connect (Leather asks for no separate
 * permission), signMessage by payment type, signPsbt in hex, sendTransfer with string amounts.
 */
export function satsConnectFromLeather(leather: LeatherProvider): SatsConnectProvider {
  const call = async <result>(method: string, params?: unknown) =>
    unwrapResponse<result>(await leather.request(method, params))
  let known: WalletAddress[] = []
  const account = async () => {
    const { addresses } = await call<{ addresses: LeatherAddress[] }>('getAddresses')
    known = addresses.flatMap((entry) => {
      const purpose = entry.symbol === 'BTC' && entry.type ? PURPOSE_OF_TYPE[entry.type] : undefined
      if (!purpose) return []
      return [
        {
          address: entry.address,
          purpose,
          addressType: entry.type as string,
          ...(entry.publicKey ? { publicKey: entry.publicKey } : {}),
        },
      ]
    })
    const [first] = known
    return {
      addresses: known,
      network: { bitcoin: { name: first ? networkNameOfAddress(first.address) : undefined } },
    }
  }
  const networkOf = (address: string) => networkNameOfAddress(address)?.toLowerCase()

  const methods: SatsConnectMethods = {
    wallet_connect: account,
    wallet_getAccount: account,
    wallet_getNetwork: async () => (await account()).network,
    wallet_disconnect: async () => undefined,
    signMessage: async ({ address, message }: { address: string; message: string }) => {
      const paymentType = known.find((entry) => entry.address === address)?.addressType ?? 'p2wpkh'
      const { signature } = await call<{ signature: string }>('signMessage', {
        message,
        paymentType,
        network: networkOf(address),
      })
      return { signature, address }
    },
    signPsbt: async ({
      psbt,
      signInputs,
      broadcast,
    }: {
      psbt: string
      signInputs: Record<string, number[]>
      broadcast?: boolean
    }) => {
      const signAtIndex = Object.values(signInputs).flat()
      const result = await call<{ hex: string; txid?: string }>('signPsbt', {
        hex: hex.encode(base64.decode(psbt)),
        signAtIndex,
        broadcast: broadcast === true,
      })
      return { psbt: base64.encode(hex.decode(result.hex)), ...(result.txid ? { txid: result.txid } : {}) }
    },
    sendTransfer: async ({ recipients }: { recipients: { address: string; amount: number }[] }) => {
      const [first] = recipients
      return call<{ txid: string }>('sendTransfer', {
        recipients: recipients.map(({ address, amount }) => ({ address, amount: String(amount) })),
        network: first ? networkOf(first.address) : undefined,
      })
    },
  }

  return {
    request: satsConnectRequest(methods),
  }
}

/** Leather also lists itself in WBIP004, with its own (not sats-connect's) methods: those get translated. */
export function wrapIfLeather(root: unknown, provider: unknown): SatsConnectProvider | undefined {
  if (provider === undefined || provider !== resolvePath(root, 'LeatherProvider')) return undefined
  return satsConnectFromLeather(provider as LeatherProvider)
}
