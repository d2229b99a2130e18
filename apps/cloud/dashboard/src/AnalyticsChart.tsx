import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js'
import { useEffect, useRef } from 'react'
import type { AnalyticsDay } from './adminApi'
import { ANALYTICS_SERIES } from './analyticsSeries'

// Only the parts a bar chart needs, so the rest of Chart.js stays out of the bundle.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip)

/** A token of @portico/ui's theme, as the page's root resolves it. */
const token = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim()

/** Bars per day for each series; the canvas is hidden from screen readers, which read AnalyticsTable. */
export function AnalyticsChart({ days }: { days: readonly AnalyticsDay[] }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    if (!canvas.current) return
    const colours = [token('--pc-accent'), token('--pc-fg-1-muted'), token('--pc-success')]
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: days.map((day) => day.day.slice(5)),
        datasets: ANALYTICS_SERIES.map(({ key, label }, index) => ({
          label,
          data: days.map((day) => day[key]),
          backgroundColor: colours[index] ?? token('--pc-accent'),
        })),
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        color: token('--pc-fg-1'),
        scales: {
          x: { ticks: { color: token('--pc-fg-1-muted') } },
          y: { beginAtZero: true, ticks: { precision: 0, color: token('--pc-fg-1-muted') } },
        },
      },
    })
    return () => chart.destroy()
  }, [days])
  return (
    <div className="dashboard__chart" aria-hidden="true">
      <canvas ref={canvas} />
    </div>
  )
}
