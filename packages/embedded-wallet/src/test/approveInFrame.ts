import { commands } from 'vitest/browser'

type ShowsFrame = { showFrame(rect: { top: number; left: number; width: number }): void; hideFrame(): void }

/**
 * Plays the person: shows the secure frame as ApproveTransaction's slot would, and clicks `button` inside it
 * (a trusted click, once the frame's guard lets it through), then hides the frame again.
 */
export async function clickInFrame(
  bridge: ShowsFrame,
  button: 'Approve' | 'Reject' = 'Approve',
): Promise<void> {
  bridge.showFrame({ top: 0, left: 0, width: 360 })
  try {
    await commands.clickInSecureFrame(button)
  } finally {
    bridge.hideFrame()
  }
}
