import type { SiwxConfig, SiwxMessage, SiwxMessageInput, SiwxSession } from '@portico/core'
import { DEFAULT_EXPIRES_IN_SECONDS, SIWX_VERSION } from './constants'
import { createNonce } from './createNonce'
import { SiwxSignatureError } from './errors'
import { createSiwxMessage } from './message/createSiwxMessage'
import { namespaceOf } from './message/namespaces'
import { parseSiwxMessage } from './message/parseSiwxMessage'
import { localSiwxStorage } from './storage/localSiwxStorage'
import type { SiwxStorage } from './storage/SiwxStorage'
import { verifySiwx } from './verify/verifySiwx'

export type CreateSiwxParameters = {
  /** Where sessions are kept; default localSiwxStorage(). */
  storage?: SiwxStorage
  /** One line shown in the wallet above the message's fields. */
  statement?: string
  /** The site asking; default `location.host` in a browser, required elsewhere. */
  domain?: string
  /** What the sign-in is for; default `location.origin` in a browser, required elsewhere. */
  uri?: string
  /** How long a session lasts; default seven days. */
  expiresInSeconds?: number
  /** RPC URLs by CAIP-2 id, so EIP-1271 and EIP-6492 smart-account signatures verify on their chain. */
  rpcUrls?: Record<string, string>
  /** SPEC §2: when true the sign-in dialog cannot be dismissed without a session; default false. */
  required?: boolean
  /** SPEC §4: end the session when the wallet disconnects; default true. */
  signOutOnDisconnect?: boolean
}

export type CreateSiwxReturnType = SiwxConfig

/**
 * What a session may carry in `cacao` for its verifier: a cosmos session carries the signer's public key
 * (base64, compressed secp256k1), since ADR-36 signatures do not.
 */
export type SiwxSessionCacao = { publicKey?: string }

function publicKeyOf(session: SiwxSession): string | undefined {
  const cacao = session.cacao as SiwxSessionCacao | undefined
  return typeof cacao?.publicKey === 'string' ? cacao.publicKey : undefined
}

function browserLocation(): Pick<Location, 'host' | 'origin'> | undefined {
  return typeof location === 'undefined' ? undefined : location
}

/**
 * The sign-in configuration core's `siwx` option takes: CAIP-122 messages for every namespace, each
 * signature verified before its session is kept, and only valid, unexpired sessions given back.
 */
export function createSiwx(parameters: CreateSiwxParameters = {}): CreateSiwxReturnType {
  const {
    storage = localSiwxStorage(),
    statement,
    expiresInSeconds = DEFAULT_EXPIRES_IN_SECONDS,
    rpcUrls = {},
    required = false,
    signOutOnDisconnect = true,
  } = parameters
  if (!(expiresInSeconds > 0))
    throw new Error('createSiwx: expiresInSeconds must be a positive number of seconds')

  const isValid = async (session: SiwxSession) => {
    let parsed: ReturnType<typeof parseSiwxMessage>
    try {
      parsed = parseSiwxMessage(session.message)
    } catch {
      return false
    }
    // The stored fields must be those of the signed text, or a tampered `data` could name another account.
    const { profile } = namespaceOf(parsed.chainId)
    if (parsed.chainId !== session.data.chainId) return false
    if (!profile.sameAddress(parsed.accountAddress, session.data.accountAddress)) return false
    return verifySiwx({
      message: session.message,
      signature: session.signature,
      publicKey: publicKeyOf(session),
      rpcUrl: rpcUrls[parsed.chainId],
    })
  }

  const createMessage = async (input: SiwxMessageInput): Promise<SiwxMessage> => {
    const domain = parameters.domain ?? browserLocation()?.host
    const uri = parameters.uri ?? browserLocation()?.origin
    if (!domain || !uri)
      throw new Error('createSiwx: pass `domain` and `uri` where there is no browser location')
    const issuedAt = new Date()
    return createSiwxMessage({
      accountAddress: input.accountAddress,
      chainId: input.chainId,
      domain,
      uri,
      version: SIWX_VERSION,
      nonce: storage.getNonce ? await storage.getNonce(input) : createNonce(),
      ...(statement === undefined ? {} : { statement }),
      issuedAt: issuedAt.toISOString(),
      expirationTime: new Date(issuedAt.getTime() + expiresInSeconds * 1000).toISOString(),
    })
  }

  return {
    createMessage,
    addSession: async (session) => {
      if (!(await isValid(session))) throw new SiwxSignatureError()
      await storage.add(session)
    },
    revokeSession: (chainId, address) => storage.delete(chainId, address),
    setSessions: async (sessions) => {
      for (const session of sessions) if (!(await isValid(session))) throw new SiwxSignatureError()
      await storage.set(sessions)
    },
    getSessions: async (chainId, address) => {
      const sessions = await storage.get(chainId, address)
      const valid: SiwxSession[] = []
      for (const session of sessions) if (await isValid(session)) valid.push(session)
      if (valid.length < sessions.length) {
        // Expired or tampered sessions leave storage, so the next visit does not check them again.
        await storage.delete(chainId, address)
        for (const session of valid) await storage.add(session)
      }
      return valid
    },
    getRequired: () => required,
    signOutOnDisconnect,
  }
}
