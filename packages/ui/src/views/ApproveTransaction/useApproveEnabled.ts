import { useEffect, useState } from 'react'
import { APPROVE_ENABLE_DELAY_MS } from '../../constants'

/** False for the first 500 ms each request is shown (issue 18), so a double-click from before cannot approve it. */
export function useApproveEnabled(requestId: number | undefined): boolean {
  const [enabledFor, setEnabledFor] = useState<number | undefined>(undefined)
  useEffect(() => {
    if (requestId === undefined) return
    const timer = setTimeout(() => setEnabledFor(requestId), APPROVE_ENABLE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [requestId])
  return requestId !== undefined && enabledFor === requestId
}
