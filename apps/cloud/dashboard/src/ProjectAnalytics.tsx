import { useEffect, useState } from 'react'
import { AnalyticsChart } from './AnalyticsChart'
import { AnalyticsTable } from './AnalyticsTable'
import { type AnalyticsDay, adminApi } from './adminApi'
import { useAdminCall } from './useAdminCall'

/** Modal opens, connect attempts and successes per day, the last 30 days, drawn and tabled. */
export function ProjectAnalytics({ projectId }: { projectId: string }) {
  const [days, setDays] = useState<AnalyticsDay[] | undefined>()
  const load = useAdminCall()
  const { run } = load
  useEffect(() => {
    run(() => adminApi.analytics(projectId)).then((answer) => answer && setDays(answer))
  }, [projectId, run])
  return (
    <section className="dashboard__card" aria-labelledby="analytics-heading">
      <h2 id="analytics-heading">Analytics</h2>
      {load.error ? (
        <p className="dashboard__error" role="alert">
          {load.error}
        </p>
      ) : null}
      {days ? (
        <>
          <AnalyticsChart days={days} />
          <AnalyticsTable days={days} />
        </>
      ) : null}
    </section>
  )
}
