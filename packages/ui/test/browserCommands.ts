import type { BrowserCommand } from 'vitest/node'
import { generateWallets, startCatalogueServer } from './catalogueServer'

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

const catalogues = new Map<string, Awaited<ReturnType<typeof startCatalogueServer>>>()
const catalogueAt = (url: string) => {
  const catalogue = catalogues.get(url)
  if (!catalogue) throw new Error(`no catalogue at ${url}`)
  return catalogue
}

/** Starts a local catalogue of `count` generated wallets on a free 127.0.0.1 port; returns its URL. */
const startCatalogue: BrowserCommand<[count: number]> = async (_context, count) => {
  const catalogue = await startCatalogueServer(generateWallets(count))
  catalogues.set(catalogue.url, catalogue)
  return catalogue.url
}
const holdCatalogue: BrowserCommand<[url: string]> = (_context, url) => catalogueAt(url).hold()
const failCatalogue: BrowserCommand<[url: string, count: number]> = (_context, url, count) =>
  catalogueAt(url).fail(count)
const releaseCatalogue: BrowserCommand<[url: string]> = (_context, url) => catalogueAt(url).release()
/** The paths and queries the catalogue was asked for, in order. */
const catalogueRequests: BrowserCommand<[url: string]> = (_context, url) => [...catalogueAt(url).requests]
const stopCatalogues: BrowserCommand<[]> = async () => {
  await Promise.all(Array.from(catalogues.values(), (catalogue) => catalogue.close()))
  catalogues.clear()
}

export const browserCommands = {
  wheelOverPage,
  emulateReducedMotion,
  startCatalogue,
  holdCatalogue,
  failCatalogue,
  releaseCatalogue,
  catalogueRequests,
  stopCatalogues,
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    wheelOverPage: (deltaY: number) => Promise<void>
    emulateReducedMotion: (reduce: boolean) => Promise<void>
    startCatalogue: (count: number) => Promise<string>
    holdCatalogue: (url: string) => Promise<void>
    failCatalogue: (url: string, count: number) => Promise<void>
    releaseCatalogue: (url: string) => Promise<void>
    catalogueRequests: (url: string) => Promise<string[]>
    stopCatalogues: () => Promise<void>
  }
}
