import type { IncomingMessage, ServerResponse } from 'node:http'
import { parseSiwxMessage, verifySiwx, verifySiwxToken } from '@portico/siwx'
import { DEMO_PROJECT_ID } from '../src/portico/demoProjectId'

// The demo's own backend check, as a host's server would do it: the page sends the session it kept
// (message and signature) or, with Portico Cloud keeping sessions, the cloud's token; the server
// checks it itself and says who is signed in — or no one.

const MAX_BODY_BYTES = 16_384

async function readJson(request: IncomingMessage): Promise<unknown> {
  let body = ''
  for await (const chunk of request) {
    body += chunk
    if (body.length > MAX_BODY_BYTES) throw new Error('The session is too large')
  }
  return JSON.parse(body)
}

function reply(response: ServerResponse, status: number, body: unknown) {
  response.statusCode = status
  response.setHeader('content-type', 'application/json')
  response.setHeader('cache-control', 'no-store')
  response.end(JSON.stringify(body))
}

type SessionProof = { message?: unknown; signature?: unknown; publicKey?: unknown; token?: unknown }

type SignInCheckOptions = {
  /** A devnet RPC per CAIP-2 chain, for contract-wallet signatures. */
  rpcUrlFor: (chainId: string) => string | undefined
  /** The cloud that issued session tokens; asked on each check, so a revoked session fails at once. */
  cloudUrl: () => string
}

/**
 * POST /portico/sign-in {message, signature, publicKey?} or {token} → 200 {address, chainId} or
 * 401 {error}.
 */
export function signInCheck({ rpcUrlFor, cloudUrl }: SignInCheckOptions) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST') return reply(response, 405, { error: 'POST a session to check it' })
    try {
      const { message, signature, publicKey, token } = (await readJson(request)) as SessionProof
      if (typeof token === 'string') {
        const claims = await verifySiwxToken(token, { apiUrl: cloudUrl(), projectId: DEMO_PROJECT_ID })
        if (!claims) return reply(response, 401, { error: 'The session token is not valid, or has ended' })
        return reply(response, 200, { address: claims.address, chainId: claims.chainId })
      }
      if (typeof message !== 'string' || typeof signature !== 'string')
        return reply(response, 400, { error: 'A session needs its message and signature' })
      const { accountAddress, chainId } = parseSiwxMessage(message)
      const rpcUrl = rpcUrlFor(chainId)
      const verified = await verifySiwx({
        message,
        signature,
        ...(typeof publicKey === 'string' ? { publicKey } : {}),
        ...(rpcUrl ? { rpcUrl } : {}),
      })
      if (!verified)
        return reply(response, 401, { error: 'The signature does not verify, or the session has expired' })
      return reply(response, 200, { address: accountAddress, chainId })
    } catch (error) {
      return reply(response, 400, { error: error instanceof Error ? error.message : String(error) })
    }
  }
}
