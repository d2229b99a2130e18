import type { AnalyticsDay } from './adminApi'

/** The three counts the chart draws and the table lists, with their names, in one order for both. */
export const ANALYTICS_SERIES: readonly { key: keyof Omit<AnalyticsDay, 'day'>; label: string }[] = [
  { key: 'modalOpens', label: 'Modal opens' },
  { key: 'connectAttempts', label: 'Connect attempts' },
  { key: 'connectSuccesses', label: 'Connect successes' },
]
