import type { AppEvent, FrameUser } from '../protocol/frameEvents'

/** The answers that are the frame user itself (aa-design.md: every login answer, GET_USER, SET_PREFERRED_ACCOUNT). */
const USER_ANSWERS: ReadonlySet<AppEvent> = new Set([
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'CONNECT_FARCASTER',
  'GET_USER',
  'SET_PREFERRED_ACCOUNT',
])

const isUser = (value: unknown): value is FrameUser =>
  typeof value === 'object' && value !== null && typeof (value as { address?: unknown }).address === 'string'

/** The frame user an answer carries, if any: SWITCH_NETWORK's rides beside its chain id (`{ chainId, user }`). */
export function userInAnswer(event: AppEvent, result: unknown): FrameUser | undefined {
  if (USER_ANSWERS.has(event)) return isUser(result) ? result : undefined
  if (event === 'SWITCH_NETWORK') {
    const user = (result as { user?: unknown } | null)?.user
    return isUser(user) ? user : undefined
  }
  return undefined
}
