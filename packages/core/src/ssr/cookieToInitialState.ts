import { type PorticoInitialState, SESSION_COOKIE } from './initialState'
import { readInitialState } from './readInitialState'

/**
 * On the server: the returning visitor's initial state from the request's `Cookie` header (written in
 * the browser by `cookieStorage`), or undefined when there is none or it cannot be read.
 */
export function cookieToInitialState(
  cookieHeader: string | null | undefined,
): PorticoInitialState | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0 || part.slice(0, separator).trim() !== SESSION_COOKIE) continue
    try {
      return readInitialState(decodeURIComponent(part.slice(separator + 1).trim()))
    } catch {
      return undefined
    }
  }
  return undefined
}
