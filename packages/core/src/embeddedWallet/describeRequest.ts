import { hex } from '@scure/base'
import { formatDecimal } from '../format/formatDecimal'
import type { CaipNetwork } from '../types/network'
import { readSolanaTransfers } from './readSolanaTransfers'
import type { EmbeddedWalletNamespace } from './types'

/** A transfer the visitor is asked to approve: amounts in the native currency, both raw and in whole units. */
export type TransferDetails = {
  to: string | undefined
  /** In the smallest unit (wei, lamports), as a decimal string. */
  value: string
  /** `value` in whole units of `symbol`, every decimal kept. */
  amount: string
  symbol: string
  /** Contract call data, when there is any ('0x…'). */
  data?: string
}

/** SPEC §4's ApproveTransaction: what is asked, as plain data a view renders in words. */
export type RequestDetails =
  /** A message to sign: its text, or its hex when the bytes are not UTF-8 text. */
  | { kind: 'message'; text: string; isText: boolean }
  | { kind: 'typedData'; primaryType: string | undefined; domain: unknown; message: unknown }
  | ({ kind: 'transaction' } & TransferDetails)
  | { kind: 'calls'; calls: TransferDetails[] }
  /** A Solana transaction: its size in bytes and the SOL transfers read from it (none that it could read). */
  | { kind: 'solanaTransaction'; size: number; transfers: TransferDetails[] }
  /** Anything else (e.g. permissions): its parameters as given. */
  | { kind: 'other'; params: unknown }

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
const asString = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** Bytes as text when they are valid UTF-8, else the hex they came as. */
export function messageText(bytes: Uint8Array, fallback: string): { text: string; isText: boolean } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), isText: true }
  } catch {
    return { text: fallback, isText: false }
  }
}

function hexMessage(value: unknown): { text: string; isText: boolean } {
  const raw = asString(value) ?? ''
  if (!/^0x([0-9a-fA-F]{2})*$/.test(raw)) return { text: raw, isText: true }
  return messageText(hex.decode(raw.slice(2).toLowerCase()), raw)
}

function transfer(call: unknown, network: CaipNetwork | undefined): TransferDetails {
  const { to, value, data } = asRecord(call)
  let units = 0n
  try {
    units = typeof value === 'string' || typeof value === 'number' ? BigInt(value) : 0n
  } catch {
    // a value that is no number is shown as none: the frame refuses it anyway
  }
  const decimals = network?.nativeCurrency.decimals ?? 18
  return {
    to: asString(to),
    value: units.toString(),
    amount: formatDecimal(units, decimals),
    symbol: network?.nativeCurrency.symbol ?? '',
    ...(asString(data) && data !== '0x' ? { data: data as string } : {}),
  }
}

function typedData(value: unknown): RequestDetails {
  let parsed: unknown = value
  try {
    if (typeof value === 'string') parsed = JSON.parse(value)
  } catch {
    return { kind: 'other', params: value }
  }
  const { primaryType, domain, message } = asRecord(parsed)
  return { kind: 'typedData', primaryType: asString(primaryType), domain, message }
}

/** What an unsafe request (SPEC §6) asks, from its method and parameters, for the ApproveTransaction view. */
export function describeRequest(
  namespace: EmbeddedWalletNamespace,
  method: string,
  params: unknown,
  network: CaipNetwork | undefined,
): RequestDetails {
  const list = Array.isArray(params) ? params : [params]
  if (namespace === 'solana') {
    if (method === 'solana_signMessage' && params instanceof Uint8Array)
      return { kind: 'message', ...messageText(params, hex.encode(params)) }
    if (method === 'solana_signTransaction' && params instanceof Uint8Array)
      return {
        kind: 'solanaTransaction',
        size: params.length,
        transfers: (readSolanaTransfers(params) ?? []).map(({ to, lamports }) =>
          transfer({ to, value: lamports.toString() }, network),
        ),
      }
    return { kind: 'other', params }
  }
  switch (method) {
    case 'personal_sign':
      return { kind: 'message', ...hexMessage(list[0]) }
    case 'eth_sign':
      return { kind: 'message', ...hexMessage(list[1]) }
    case 'eth_signTypedData':
    case 'eth_signTypedData_v3':
    case 'eth_signTypedData_v4':
      return typedData(list[1])
    case 'eth_signTransaction':
    case 'eth_sendTransaction':
    case 'wallet_sendTransaction':
      return { kind: 'transaction', ...transfer(list[0], network) }
    case 'wallet_sendCalls': {
      const calls = asRecord(list[0]).calls
      return Array.isArray(calls)
        ? { kind: 'calls', calls: calls.map((call) => transfer(call, network)) }
        : { kind: 'other', params }
    }
    default:
      return { kind: 'other', params }
  }
}
