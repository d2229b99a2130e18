import { NETWORK_NOT_SUPPORTED_FOR_SWAPS } from '../errors/messages'
import { SwapError } from './SwapError'

/**
 * The cloud's refusal words (a CloudRequestError's `{ error }` body, apps/cloud README "Swaps"), else the
 * request's own message. Read by shape, not `instanceof`: this entry is bundled with its own copy of the class.
 */
function refusalOf(error: unknown): string {
  const body = (error as { body?: unknown } | undefined)?.body
  if (body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string')
    return (body as { error: string }).error
  return error instanceof Error ? error.message : String(error)
}

/**
 * One swap request to the cloud; a refusal becomes a SwapError carrying the cloud's words ('Network not
 * supported for Swaps' keeps its SPEC §8 issue), so the view shows what went wrong, never a status code.
 */
export async function askSwapCloud<T>(
  request: () => Promise<unknown>,
  parse: (body: unknown) => T,
): Promise<T> {
  let body: unknown
  try {
    body = await request()
  } catch (error) {
    const refusal = refusalOf(error)
    if (refusal === NETWORK_NOT_SUPPORTED_FOR_SWAPS) throw new SwapError('unsupportedNetwork', refusal, error)
    throw new SwapError('cloud', refusal, error)
  }
  return parse(body)
}
