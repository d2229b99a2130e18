import { ERROR_REPORT_MAX_EVENTS, ERROR_REPORT_WINDOW_MS } from '../constants'
import type { Analytics } from './createAnalytics'

export type ErrorReport = { errorType: string; errorMessage: string; stackTrace?: string }

/** SPEC §8: error reports share the analytics route, at most ERROR_REPORT_MAX_EVENTS per window. */
export function createErrorReporter(analytics: Pick<Analytics, 'send'>, now: () => number = Date.now) {
  let sentAt: number[] = []
  return {
    /** Resolves false when the report was dropped by the limit or not delivered. */
    async report({ errorType, errorMessage, stackTrace }: ErrorReport): Promise<boolean> {
      const time = now()
      sentAt = sentAt.filter((at) => time - at < ERROR_REPORT_WINDOW_MS)
      if (sentAt.length >= ERROR_REPORT_MAX_EVENTS) return false
      sentAt.push(time)
      return analytics.send(
        { type: 'error', event: 'ERROR', errorType, errorMessage, stackTrace: stackTrace ?? '' },
        time,
      )
    },
  }
}
