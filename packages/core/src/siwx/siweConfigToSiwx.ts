import type { SiwxConfig } from '../client/options'
import type { SiweConfig } from './siweConfig'
import type { SiweMethods } from './siweMethods'

/**
 * A host's AppKit `siweConfig` as the SiwxConfig core runs: EVM only, so sign-in is asked on eip155
 * networks alone. The calls' code loads with the first of them, never in a host's first chunk.
 */
export function siweConfigToSiwx(siwe: SiweConfig): SiwxConfig {
  let loading: Promise<SiweMethods> | undefined
  const methods = () => {
    loading ??= import('./siweMethods').then(({ siweMethods }) => siweMethods(siwe))
    return loading
  }
  return {
    namespaces: ['eip155'],
    getRequired: () => siwe.required ?? false,
    signOutOnDisconnect: siwe.signOutOnDisconnect ?? true,
    createMessage: async (input) => (await methods()).createMessage(input),
    addSession: async (session) => (await methods()).addSession(session),
    revokeSession: async (chainId, address) => (await methods()).revokeSession(chainId, address),
    setSessions: async (sessions) => (await methods()).setSessions(sessions),
    getSessions: async (chainId, address) => (await methods()).getSessions(chainId, address),
  }
}
