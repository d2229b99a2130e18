import {
  decodeShare,
  deriveAccounts,
  encodeShare,
  generateEntropy,
  splitWalletSecret,
  type WalletShare,
} from '@portico/embedded-wallet/keys'
import { expect } from 'vitest'
import type { ShareKind } from '../embeddedWallet/walletKey'
import type { Cloud } from '../startCloud'
import { type FrameKey, frameFetch } from './frameProof'
import { cloudUrl } from './testCloud'

/** A call of one secure frame (one frame key) to one cloud, with a session token and an optional JSON body. */
export type FrameCaller = (method: string, path: string, token: string, body?: unknown) => Promise<Response>

/** The frame's calls to `cloud` with `frameKey`, their proofs dated by `nowMs` (the test cloud's clock). */
export function frameCaller(cloud: Cloud, frameKey: FrameKey, nowMs: () => number = Date.now): FrameCaller {
  return (method, path, token, body) =>
    frameFetch(frameKey, cloudUrl(cloud, path), {
      method,
      token,
      iatMs: nowMs(),
      ...(body === undefined ? {} : { body }),
    })
}

/** A share as the frame sends it: its bytes in base64url. */
export const shareToWire = (share: WalletShare) => Buffer.from(encodeShare(share)).toString('base64url')
export const shareFromWire = (text: string) => decodeShare(new Uint8Array(Buffer.from(text, 'base64url')))

export type NewWallet = { entropy: Uint8Array; device: WalletShare; auth: WalletShare; recovery: WalletShare }

/**
 * A wallet made as the frame makes it at a first login: the device share kept, the other two stored on the cloud
 * with the wallet's EVM address.
 */
export async function storeNewWallet(call: FrameCaller, sessionToken: string): Promise<NewWallet> {
  const entropy = generateEntropy()
  const { device, auth, recovery } = await splitWalletSecret(entropy)
  const stored = await call('PUT', '/v1/embedded/auth-share', sessionToken, {
    authShare: shareToWire(auth),
    recoveryShare: shareToWire(recovery),
    ownerAddress: deriveAccounts(entropy).evm.address,
  })
  expect(stored.status).toBe(200)
  return { entropy, device, auth, recovery }
}

/** The cloud's answer to a read of the session user's auth or recovery share. */
export async function readShare(
  call: FrameCaller,
  kind: ShareKind,
  sessionToken: string,
): Promise<{ status: number; body: Record<string, string> }> {
  const answer = await call('GET', `/v1/embedded/${kind}-share`, sessionToken)
  return { status: answer.status, body: (await answer.json()) as Record<string, string> }
}
