import { ALERTS, PorticoError, REQUEST_WAS_ABORTED, SOMETHING_WENT_WRONG } from '@portico/core'

/** SPEC §8/§9: the frame did not get ready within the iframe load timeout (the alert's short message). */
export class FrameLoadError extends PorticoError {
  override name = 'FrameLoadError'
  readonly alert = ALERTS.IFRAME_LOAD_FAILED
  constructor(options: { details?: string } = {}) {
    super(ALERTS.IFRAME_LOAD_FAILED.shortMessage, options)
  }
}

/** SPEC §8/§9: a connect request the frame did not answer within its timeout. */
export class FrameRequestTimeoutError extends PorticoError {
  override name = 'FrameRequestTimeoutError'
  readonly alert = ALERTS.IFRAME_REQUEST_TIMEOUT
  constructor(event: string) {
    super(ALERTS.IFRAME_REQUEST_TIMEOUT.shortMessage, { details: event })
  }
}

/** SPEC §8: 'Request was aborted' for a frame call given up by the host. */
export class FrameRequestAbortedError extends PorticoError {
  override name = 'FrameRequestAbortedError'
  constructor() {
    super(REQUEST_WAS_ABORTED)
  }
}

/** The frame's error answer; 'Something went wrong' when it gave no reason (SPEC §8). */
export class FrameRequestError extends PorticoError {
  override name = 'FrameRequestError'
  constructor(
    message: string | undefined,
    readonly code?: number,
  ) {
    super(message || SOMETHING_WENT_WRONG)
  }
}
