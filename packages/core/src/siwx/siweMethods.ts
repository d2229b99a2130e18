import type { SiwxConfig } from '../client/options'
import type { SiwxMessage, SiwxSession } from '../types/siwx'
import type { SiweConfig } from './siweConfig'

const EIP155 = 'eip155:'

/** The sign-in calls of a SiwxConfig, made of the host's own nonce, message, verification and session. */
export type SiweMethods = Pick<
  SiwxConfig,
  'createMessage' | 'addSession' | 'revokeSession' | 'setSessions' | 'getSessions'
>

/** AppKit's `siweConfig` answering core's sign-in calls: its nonce, message, verification and one session. */
export function siweMethods(siwe: SiweConfig): SiweMethods {
  const sessionOf = (accountAddress: string, chainId: string): SiwxSession => ({
    data: { accountAddress, chainId, domain: '', uri: '', version: '1', nonce: '' },
    message: '',
    signature: '',
  })
  return {
    createMessage: async ({ accountAddress, chainId }): Promise<SiwxMessage> => {
      const params = (await siwe.getMessageParams?.()) ?? {}
      const nonce = await siwe.getNonce(accountAddress)
      const location = (globalThis as { location?: { host: string; origin: string } }).location
      const domain = params.domain ?? location?.host ?? ''
      const uri = params.uri ?? location?.origin ?? ''
      const issuedAt = params.iat ?? new Date().toISOString()
      const text = siwe.createMessage({
        domain,
        uri,
        version: '1',
        nonce,
        address: `did:pkh:${chainId}:${accountAddress}`,
        chainId: Number(chainId.slice(EIP155.length)),
        iat: issuedAt,
        ...(params.statement ? { statement: params.statement } : {}),
        ...(params.exp ? { exp: params.exp } : {}),
        ...(params.nbf ? { nbf: params.nbf } : {}),
        ...(params.requestId ? { requestId: params.requestId } : {}),
        ...(params.resources ? { resources: params.resources } : {}),
      })
      return {
        accountAddress,
        chainId,
        domain,
        uri,
        version: '1',
        nonce,
        issuedAt,
        ...(params.statement ? { statement: params.statement } : {}),
        ...(params.exp ? { expirationTime: params.exp } : {}),
        ...(params.nbf ? { notBefore: params.nbf } : {}),
        ...(params.requestId ? { requestId: params.requestId } : {}),
        ...(params.resources ? { resources: params.resources } : {}),
        toString: () => text,
      }
    },
    addSession: async (session) => {
      const verified = await siwe.verifyMessage({
        message: session.message,
        signature: session.signature,
        ...(session.cacao ? { cacao: session.cacao } : {}),
      })
      if (!verified) throw new Error('The signature was not accepted')
      const chainId = Number(session.data.chainId.slice(EIP155.length))
      siwe.onSignIn?.({ address: session.data.accountAddress, chainId })
    },
    revokeSession: async () => {
      await siwe.signOut()
      siwe.onSignOut?.()
    },
    setSessions: async (sessions) => {
      if (sessions.length > 0) return
      await siwe.signOut()
      siwe.onSignOut?.()
    },
    getSessions: async (chainId, address) => {
      const session = await siwe.getSession()
      const matches =
        session &&
        `${EIP155}${session.chainId}` === chainId &&
        session.address.toLowerCase() === address.toLowerCase()
      return matches ? [sessionOf(address, chainId)] : []
    },
  }
}
