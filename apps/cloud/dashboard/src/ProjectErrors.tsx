import { Button } from '@portico/ui/primitives'
import { useEffect, useState } from 'react'
import { adminApi, type ErrorEventsPage } from './adminApi'
import { useAdminCall } from './useAdminCall'

/** An ISO time as the list shows it: UTC, to the second. */
const utcTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)}`

/**
 * The errors the project's pages reported (SPEC §8), newest first, a page at a time. Each
 * text is a page's own words, drawn as text only.
 */
export function ProjectErrors({ projectId }: { projectId: string }) {
  // The `before` of each page walked so far; the last is the page shown (undefined: the newest).
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined])
  const [page, setPage] = useState<ErrorEventsPage | undefined>()
  const load = useAdminCall()
  const { run } = load
  const before = cursors.at(-1)
  useEffect(() => {
    run(() => adminApi.errors(projectId, before)).then((answer) => answer && setPage(answer))
  }, [projectId, before, run])

  const next = page?.next
  return (
    <section className="dashboard__card" aria-labelledby="errors-heading">
      <h2 id="errors-heading">Errors reported</h2>
      {load.error ? (
        <p className="dashboard__error" role="alert">
          {load.error}
        </p>
      ) : null}
      {page?.errors.length === 0 ? (
        <p>No error reported{cursors.length > 1 ? ' before these' : ' yet'}.</p>
      ) : null}
      <ol className="dashboard__list" aria-label={`Errors reported, page ${cursors.length}, newest first`}>
        {page?.errors.map((error) => (
          <li key={error.id} className="dashboard__event">
            <p className="dashboard__event-head">
              <strong>{error.kind}</strong> <time dateTime={error.at}>{utcTime(error.at)} UTC</time>
            </p>
            <p className="dashboard__event-message">{error.message ?? 'No message.'}</p>
            {error.url ? <p className="dashboard__event-url">{error.url}</p> : null}
          </li>
        ))}
      </ol>
      <div className="dashboard__pager">
        <Button
          variant="neutral"
          size="sm"
          disabled={cursors.length === 1 || load.busy}
          onClick={() => setCursors((walked) => walked.slice(0, -1))}
        >
          Newer errors
        </Button>
        <span>Page {cursors.length}</span>
        <Button
          variant="neutral"
          size="sm"
          disabled={next === undefined || load.busy}
          onClick={() => next !== undefined && setCursors((walked) => [...walked, next])}
        >
          Older errors
        </Button>
      </div>
    </section>
  )
}
