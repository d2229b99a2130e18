import { BaseError, HttpRequestError } from 'viem'
import { BUNDLER_UNREACHABLE_MESSAGE, FrameError } from '../frameErrors'

/** The bundler's HTTP request failed (refused, reset, not an answer): the node's own failures are not this. */
function isBundlerUnreachable(error: unknown, bundlerUrl: string): boolean {
  if (!(error instanceof BaseError)) return false
  const failed = error.walk((cause) => cause instanceof HttpRequestError)
  // viem names the request's URL normalised (http://host:port/), so compare the parsed forms.
  return failed instanceof HttpRequestError && new URL(failed.url).href === new URL(bundlerUrl).href
}

/** Runs a step that talks to the bundler before anything is sent; an unreachable bundler gets its clear error. */
export async function beforeSending<result>(
  bundlerUrl: string,
  step: () => Promise<result>,
): Promise<result> {
  try {
    return await step()
  } catch (error) {
    if (isBundlerUnreachable(error, bundlerUrl)) throw new FrameError(BUNDLER_UNREACHABLE_MESSAGE)
    throw error
  }
}
