import { connectFarcaster, getFarcasterUri } from '@portico/core/farcaster'
import { useCallback, useEffect, useRef, useState } from 'react'
import { finishConnect } from '../../modal/Router/finishConnect'
import { usePortico } from '../../state/PorticoContext'

/** Where a Sign In With Farcaster stands: getting the link, waiting for the app, ended by time, or refused. */
export type FarcasterSignIn =
  | { state: 'starting' }
  | { state: 'waiting'; uri: string; expiresAt: number }
  | { state: 'expired' }
  | { state: 'failed'; reason: string }

// The cloud's words for a sign-in that ran out of time (apps/cloud FARCASTER_LOGIN_EXPIRED_MESSAGE).
const EXPIRED = /expired/i

/**
 * Starts a sign-in (the frame's link, core's farcasterUrl), then waits for the Farcaster app's
 * verified answer and finishes the connect; `retry` starts a new one, and an older one's end is ignored.
 */
export function useFarcasterSignIn(): { signIn: FarcasterSignIn; retry: () => void; expire: () => void } {
  const { client } = usePortico()
  const [signIn, setSignIn] = useState<FarcasterSignIn>({ state: 'starting' })
  const attempt = useRef(0)

  const start = useCallback(async () => {
    const mine = ++attempt.current
    const current = () => attempt.current === mine
    setSignIn({ state: 'starting' })
    try {
      const { uri, expiresAt } = await getFarcasterUri(client)
      if (!current()) return
      setSignIn({ state: 'waiting', uri, expiresAt: expiresAt.getTime() })
      await connectFarcaster(client)
      if (current() && client.stores.router.getState().view === 'ConnectingFarcaster') finishConnect(client)
    } catch (error) {
      if (!current()) return
      const reason = error instanceof Error ? error.message : String(error)
      setSignIn(EXPIRED.test(reason) ? { state: 'expired' } : { state: 'failed', reason })
    }
  }, [client])

  useEffect(() => {
    void start()
    // Leaving the view ends interest in the sign-in under way.
    return () => {
      attempt.current += 1
    }
  }, [start])

  const expire = useCallback(() => {
    attempt.current += 1
    setSignIn({ state: 'expired' })
  }, [])
  return { signIn, retry: () => void start(), expire }
}
