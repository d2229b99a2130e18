import type { BrowserCommand } from 'vitest/node'

type PlaywrightCommandContext = Parameters<BrowserCommand<[]>>[0] & {
  page: import('playwright').Page
  frame: () => Promise<import('playwright').Frame>
}

/** Real mouse-wheel input over the test's frame, as a visitor would scroll the page. */
const wheelOverPage: BrowserCommand<[deltaY: number]> = async (context, deltaY) => {
  const { page, frame } = context as PlaywrightCommandContext
  const box = await (await (await frame()).frameElement()).boundingBox()
  if (!box) throw new Error('the test frame has no box')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.wheel(0, deltaY)
}

/** The visitor's reduced-motion preference (SPEC §9 animations are off under it). */
const emulateReducedMotion: BrowserCommand<[reduce: boolean]> = async (context, reduce) => {
  const { page } = context as PlaywrightCommandContext
  await page.emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' })
}

export const browserCommands = { wheelOverPage, emulateReducedMotion }

declare module 'vitest/browser' {
  interface BrowserCommands {
    wheelOverPage: (deltaY: number) => Promise<void>
    emulateReducedMotion: (reduce: boolean) => Promise<void>
  }
}
