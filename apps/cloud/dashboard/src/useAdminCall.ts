import { useCallback, useState } from 'react'
import { errorText } from './adminApi'

/** Runs one admin call at a time and keeps its error message for the page to show. */
export function useAdminCall() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const run = useCallback(async <T>(call: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true)
    setError(undefined)
    try {
      return await call()
    } catch (caught) {
      setError(errorText(caught))
      return undefined
    } finally {
      setBusy(false)
    }
  }, [])
  return { busy, error, run }
}
