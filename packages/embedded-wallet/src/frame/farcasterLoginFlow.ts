import type { FarcasterCollected, FrameCloudClient } from './frameCloudClient'
import {
  FARCASTER_LOGIN_REPLACED_MESSAGE,
  FrameError,
  NO_FARCASTER_LOGIN_STARTED_MESSAGE,
} from './frameErrors'

/** How often the frame asks the cloud whether the Farcaster app has answered. */
export const FARCASTER_POLL_MS = 1000

type PendingSignIn = { loginToken: string }
export type FarcasterConnected = Extract<FarcasterCollected, { status: 'connected' }>

/**
 * The frame's half of Sign In With Farcaster: it starts the sign-in and keeps the cloud's
 * login token, which never leaves this origin; the host page gets only the link for the QR. Connect waits,
 * asking the cloud every FARCASTER_POLL_MS, until the cloud has verified the Farcaster app's answer or
 * refused it (an expired sign-in included); a newer link or a sign-out ends the wait.
 */
export function createFarcasterLoginFlow({
  cloud,
  pageOrigin,
  wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: {
  cloud: FrameCloudClient
  /** The embedding page's checked origin: the signed message's domain and URI. */
  pageOrigin: string
  wait?: (ms: number) => Promise<void>
}) {
  let pending: PendingSignIn | undefined

  return {
    async start(): Promise<{ uri: string; expiresAt: string }> {
      const started = await cloud.startFarcasterLogin({ pageOrigin })
      pending = { loginToken: started.loginToken }
      return { uri: started.uri, expiresAt: started.expiresAt }
    },

    async connect(): Promise<FarcasterConnected> {
      const signIn = pending
      if (!signIn) throw new FrameError(NO_FARCASTER_LOGIN_STARTED_MESSAGE)
      try {
        for (;;) {
          const collected = await cloud.connectFarcaster({ loginToken: signIn.loginToken })
          if (collected.status === 'connected') return collected
          await wait(FARCASTER_POLL_MS)
          if (pending !== signIn) throw new FrameError(FARCASTER_LOGIN_REPLACED_MESSAGE)
        }
      } finally {
        // Collected or refused, the cloud has spent it: only a new link can be waited on.
        if (pending === signIn) pending = undefined
      }
    },

    forget(): void {
      pending = undefined
    },
  }
}
