import type { SiwxSession } from '@portico/core'
import { DEFAULT_CLOUD_TOKENS_KEY } from '../constants'
import { parseSiwxMessage } from '../message/parseSiwxMessage'
import { cloudTokens } from './cloudTokens'
import { browserStorage, type StorageLike } from './localSiwxStorage'
import { memoryStorage } from './memoryStorage'
import type { SiwxStorage } from './SiwxStorage'

export type CloudSiwxStorageParameters = {
  /** The Portico Cloud, e.g. `http://127.0.0.1:4000`. */
  apiUrl: string
  projectId: string
  /** Where the page keeps its session tokens: default localStorage (memory where there is none). */
  storage?: StorageLike
  /** The item that holds them; default '@portico/siwxCloudTokens'. */
  key?: string
  fetch?: typeof fetch
}

export type CloudSiwxStorage = SiwxStorage & {
  /**
   * The session token of an account, to send to the host's own backend, which checks it with
   * verifySiwxToken; undefined when the account has no session here.
   */
  getToken: (chainId: string, address: string) => string | undefined
}

type CloudSession = { chainId: string; address: string; message: string; signature: string; cacao: unknown }

/** The cloud's answer to a call that failed, as an Error whose message is the cloud's own reason. */
async function failure(response: Response, what: string): Promise<Error> {
  const body = (await response.json().catch(() => ({}))) as { error?: unknown }
  const reason = typeof body.error === 'string' ? body.error : `HTTP ${response.status}`
  return Object.assign(new Error(`Portico Cloud refused to ${what}: ${reason}`), { status: response.status })
}

/**
 * Sign-in sessions kept by Portico Cloud: the cloud issues each message's nonce (single
 * use), verifies the signature itself, keeps the session and returns a token a host backend can trust
 * (verifySiwxToken). The page keeps only the tokens. Signing out revokes on the server; one that could
 * not reach it is retried on the next call, and the page stops using the token at once.
 */
export function cloudSiwxStorage({
  apiUrl,
  projectId,
  storage,
  key = DEFAULT_CLOUD_TOKENS_KEY,
  fetch: fetchImpl = (...args) => fetch(...args),
}: CloudSiwxStorageParameters): CloudSiwxStorage {
  let resolved = storage
  const tokens = cloudTokens(() => {
    resolved ??= browserStorage() ?? memoryStorage()
    return resolved
  }, key)
  const url = (path: string) => {
    const target = new URL(path, apiUrl)
    target.search = new URLSearchParams({ projectId, st: 'portico', sv: 'portico-siwx' }).toString()
    return target.toString()
  }
  const post = (path: string, body: unknown, token?: string) =>
    fetchImpl(url(path), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
  const account = (chainId: string, address: string) => encodeURIComponent(`${chainId}:${address}`)

  const revoke = async (entry: { chainId: string; address: string; token: string }) => {
    const response = await post(
      `/v1/sessions/${account(entry.chainId, entry.address)}/revoke`,
      {},
      entry.token,
    )
    // 401: the cloud already holds the session as ended (revoked elsewhere, or expired).
    if (!response.ok && response.status !== 401) throw await failure(response, 'sign out')
    tokens.remove(entry.token)
  }
  /** Sign-outs owed from an earlier call that could not reach the cloud. */
  const settleRevocations = async () => {
    for (const entry of tokens.revoking()) await revoke(entry).catch(() => undefined)
  }

  return {
    getNonce: async () => {
      const response = await post('/v1/sessions/nonce', {})
      if (!response.ok) throw await failure(response, 'issue a sign-in nonce')
      return ((await response.json()) as { nonce: string }).nonce
    },
    add: async (session) => {
      await settleRevocations()
      const response = await post('/v1/sessions', {
        message: session.message,
        signature: session.signature,
        ...(session.cacao && typeof session.cacao === 'object' ? { cacao: session.cacao } : {}),
      })
      if (!response.ok) throw await failure(response, 'keep the sign-in')
      const { token } = (await response.json()) as { token: string }
      tokens.put({ chainId: session.data.chainId, address: session.data.accountAddress, token })
    },
    get: async (chainId, address) => {
      await settleRevocations()
      const entry = tokens.find(chainId, address)
      if (!entry) return []
      const response = await fetchImpl(url(`/v1/sessions/${account(chainId, address)}`), {
        headers: { authorization: `Bearer ${entry.token}` },
      })
      if (response.status === 401) {
        // Revoked or expired on the server: the page's token is of no more use.
        tokens.remove(entry.token)
        return []
      }
      if (!response.ok) throw await failure(response, 'read the sessions')
      const { sessions } = (await response.json()) as { sessions: CloudSession[] }
      return sessions.flatMap((session): SiwxSession[] => {
        try {
          const { toString: _text, ...data } = parseSiwxMessage(session.message)
          return [
            {
              data,
              message: session.message,
              signature: session.signature,
              cacao: session.cacao ?? undefined,
            },
          ]
        } catch {
          return []
        }
      })
    },
    set: async (sessions) => {
      // Sessions are made by signing in with a fresh nonce: set() can end sessions, not restore old ones.
      const kept = new Set(
        sessions.map((session) => `${session.data.chainId}|${session.data.accountAddress}`),
      )
      for (const entry of tokens.all())
        if (!kept.has(`${entry.chainId}|${entry.address}`)) {
          tokens.markRevoking(entry.chainId, entry.address)
          await revoke(entry).catch(() => undefined)
        }
      for (const session of sessions)
        if (!tokens.find(session.data.chainId, session.data.accountAddress))
          throw new Error('cloudSiwxStorage: a session is created by signing in, not by set()')
    },
    delete: async (chainId, address) => {
      const entry = tokens.find(chainId, address)
      if (!entry) return settleRevocations()
      // The page stops using the token now; the cloud hears of it now or on the next call.
      tokens.markRevoking(chainId, address)
      await revoke(entry).catch(() => undefined)
    },
    getToken: (chainId, address) => tokens.find(chainId, address)?.token,
  }
}
