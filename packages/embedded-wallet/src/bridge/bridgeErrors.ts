import {
  ALERTS,
  FAILED_TO_CONNECT,
  FAILED_TO_INITIATE_SOCIAL_CONNECTION,
  POPUP_CLOSED,
  PorticoError,
  REQUEST_WAS_ABORTED,
  SOMETHING_WENT_WRONG,
} from '@portico/core'

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

/** SPEC §8: the social popup was closed before it gave a result. */
export class SocialPopupClosedError extends PorticoError {
  override name = 'SocialPopupClosedError'
  constructor() {
    super(POPUP_CLOSED)
  }
}

/** SPEC §8: the social sign-in could not start (the popup was blocked, or the frame or cloud refused). */
export class SocialStartError extends PorticoError {
  override name = 'SocialStartError'
  constructor(options: { details?: string; cause?: unknown } = {}) {
    super(FAILED_TO_INITIATE_SOCIAL_CONNECTION, options)
  }
}

/** The sign-in came back refused (the provider's or the cloud's reason, as the popup showed it). */
export class SocialLoginFailedError extends PorticoError {
  override name = 'SocialLoginFailedError'
  constructor(reason: string) {
    super(FAILED_TO_CONNECT, { details: reason })
  }
}
