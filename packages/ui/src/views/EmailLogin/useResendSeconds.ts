import type { EmbeddedWallet } from '@portico/core'
import { useEffect, useState } from 'react'

/** SPEC §5's n, counted down once a second while a new code may not yet be asked for. */
export function useResendSeconds(wallet: EmbeddedWallet, resendAvailableAtMs: number | undefined): number {
  const [seconds, setSeconds] = useState(() => wallet.resendSecondsLeft())
  useEffect(() => {
    setSeconds(wallet.resendSecondsLeft())
    if (resendAvailableAtMs === undefined) return
    const timer = setInterval(() => {
      const left = wallet.resendSecondsLeft()
      setSeconds(left)
      if (left === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [wallet, resendAvailableAtMs])
  return seconds
}
