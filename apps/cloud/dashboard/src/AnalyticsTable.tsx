import type { AnalyticsDay } from './adminApi'
import { ANALYTICS_SERIES } from './analyticsSeries'

/** The chart's numbers as a table, for screen readers and for anyone who wants the exact counts. */
export function AnalyticsTable({ days }: { days: readonly AnalyticsDay[] }) {
  return (
    // A scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls, so the keyboard must reach it
    <section className="dashboard__table-scroll" tabIndex={0} aria-label="Analytics per day">
      <table className="dashboard__table">
        <caption>Per day (UTC), the last 30 days, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {ANALYTICS_SERIES.map(({ key, label }) => (
              <th key={key} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map((day) => (
            <tr key={day.day}>
              <th scope="row">{day.day}</th>
              {ANALYTICS_SERIES.map(({ key }) => (
                <td key={key}>{day[key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
