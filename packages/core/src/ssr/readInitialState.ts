import { isChainNamespace } from '../namespaces'
import type { InitialAccount, PorticoInitialState } from './initialState'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function readAccount(value: unknown): InitialAccount | undefined {
  if (!isRecord(value) || typeof value.connectorId !== 'string' || typeof value.address !== 'string')
    return undefined
  const { caipNetworkId } = value
  if (caipNetworkId === undefined) return { connectorId: value.connectorId, address: value.address }
  if (typeof caipNetworkId !== 'string' || !isChainNamespace(caipNetworkId.split(':')[0] ?? ''))
    return undefined
  return {
    connectorId: value.connectorId,
    address: value.address,
    caipNetworkId: caipNetworkId as InitialAccount['caipNetworkId'],
  }
}

/** The session cookie's JSON as an initial state; anything malformed is dropped, never trusted. */
export function readInitialState(json: string): PorticoInitialState | undefined {
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return undefined
  }
  if (!isRecord(value) || !isRecord(value.accounts)) return undefined
  const accounts: PorticoInitialState['accounts'] = {}
  for (const [namespace, entry] of Object.entries(value.accounts)) {
    const account = readAccount(entry)
    if (isChainNamespace(namespace) && account) accounts[namespace] = account
  }
  const { activeNamespace } = value
  return typeof activeNamespace === 'string' && isChainNamespace(activeNamespace)
    ? { activeNamespace, accounts }
    : { accounts }
}
