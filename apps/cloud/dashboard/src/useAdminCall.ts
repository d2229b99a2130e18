import { useCallback, useRef, useState } from 'react'
import { AdminApiError, errorText } from './adminApi'
import { useSessionEnded } from './sessionEnded'

/**
 * Runs one admin call at a time and keeps its error message; a 401 sends the admin back to sign in.
 * `run` is the same function on every render, so an effect can list it and load once.
 */
export function useAdminCall() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()
  // The latest sign-in handler, read when a call fails, so `run` need not change with it.
  const onSessionEnded = useSessionEnded()
  const sessionEnded = useRef(onSessionEnded)
  sessionEnded.current = onSessionEnded
  const run = useCallback(async <T>(call: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true)
    setError(undefined)
    try {
      return await call()
    } catch (caught) {
      if (caught instanceof AdminApiError && caught.status === 401) sessionEnded.current()
      else setError(errorText(caught))
      return undefined
    } finally {
      setBusy(false)
    }
  }, [])
  return { busy, error, run }
}
