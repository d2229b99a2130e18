import { usePorticoClient } from '@portico/react'
import { useEffect, useState } from 'react'

/** Whether SPEC §1's startup sequence (restore included) has finished on this page load. */
export function StartupState() {
  const client = usePorticoClient()
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let current = true
    void client.ready.then(() => current && setReady(true))
    return () => {
      current = false
    }
  }, [client])
  return <output aria-label="client.ready">{ready ? 'resolved' : 'pending'}</output>
}
