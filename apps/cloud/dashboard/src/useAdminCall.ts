import { useCallback, useState } from 'react'
import { AdminApiError, errorText } from './adminApi'
import { useSessionEnded } from './sessionEnded'

/** Runs one admin call at a time and keeps its error message; a 401 sends the admin back to sign in. */
export function useAdminCall() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const sessionEnded = useSessionEnded()
  const run = useCallback(
    async <T>(call: () => Promise<T>): Promise<T | undefined> => {
      setBusy(true)
      setError(undefined)
      try {
        return await call()
      } catch (caught) {
        if (caught instanceof AdminApiError && caught.status === 401) sessionEnded()
        else setError(errorText(caught))
        return undefined
      } finally {
        setBusy(false)
      }
    },
    [sessionEnded],
  )
  return { busy, error, run }
}
