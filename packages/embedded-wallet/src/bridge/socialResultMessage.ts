/** The `type` of the message the cloud's social callback page posts to the page that opened the popup. */
export const SOCIAL_RESULT_MESSAGE_TYPE = 'portico:social-login'

/** What the popup hands back: a one-time result code, or the reason the sign-in was refused. */
export type SocialResult = { status: 'success'; resultCode: string } | { status: 'error'; error: string }

/** The popup's message, or undefined for anything of another shape (never trusted as is). */
export function readSocialResult(data: unknown): SocialResult | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { type, status, resultCode, error } = data as Record<string, unknown>
  if (type !== SOCIAL_RESULT_MESSAGE_TYPE) return undefined
  if (status === 'success' && typeof resultCode === 'string' && resultCode.length <= 128)
    return { status, resultCode }
  if (status === 'error' && typeof error === 'string') return { status, error: error.slice(0, 500) }
  return undefined
}
