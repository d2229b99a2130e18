import { useSyncExternalStore } from 'react'
import type { StatusHistory } from '../portico/recordStatuses'
import { StartupState } from './StartupState'

/** Every useAccount().status this page load went through, in order. */
export function StatusHistoryList({ statuses }: { statuses: StatusHistory }) {
  const list = useSyncExternalStore(statuses.subscribe, statuses.get, statuses.get)
  return (
    <section className="card" aria-labelledby="statuses-heading">
      <h2 id="statuses-heading">Status history</h2>
      <StartupState />
      <ol aria-label="Status history">
        {list.map((status, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows; a status may repeat
          <li key={index}>{status}</li>
        ))}
      </ol>
    </section>
  )
}
