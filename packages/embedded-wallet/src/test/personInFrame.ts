import { commands } from 'vitest/browser'
import type { FrameUser } from '../protocol/frameEvents'

type ShowsFrame = { showFrame(rect: { top: number; left: number; width: number }): void; hideFrame(): void }

/**
 * Plays the person: shows the secure frame as ApproveTransaction's slot would, and clicks `button` inside it
 * (a trusted click, once the frame's guard lets it through), then hides the frame again.
 */
export async function clickInFrame(
  bridge: ShowsFrame,
  /** The button's name in the frame's language: 'Approve' or 'Reject' in English. */
  button = 'Approve',
): Promise<void> {
  bridge.showFrame({ top: 0, left: 0, width: 360 })
  try {
    await commands.clickInSecureFrame(button)
  } finally {
    bridge.hideFrame()
  }
}

/**
 * Plays the person at a code step: shows the secure frame as the view's slot would, types `code` in the
 * frame's own field and submits it, then hides the frame again (the frame goes on checking the code).
 */
export async function typeCodeInFrame(bridge: ShowsFrame, code: string): Promise<void> {
  bridge.showFrame({ top: 0, left: 0, width: 360 })
  try {
    await commands.typeInSecureFrame(code)
  } finally {
    bridge.hideFrame()
  }
}

type LogsInByEmail = ShowsFrame & {
  connectEmail(payload: { email: string }): Promise<unknown>
  connectOtp(): Promise<FrameUser>
}

/** An email login as the person does it: the code read from the mail sink and typed in the frame. */
export async function logInByEmail(
  bridge: LogsInByEmail,
  mailUrl: string,
  email: string,
): Promise<FrameUser> {
  await bridge.connectEmail({ email })
  const login = bridge.connectOtp()
  await typeCodeInFrame(bridge, await commands.readLoginCode(mailUrl, email))
  return login
}
