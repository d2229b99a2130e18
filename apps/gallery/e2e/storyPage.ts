import { test as base, type Locator, type Page } from '@playwright/test'
import type { GalleryStory } from './galleryStories'

export type Theme = 'light' | 'dark'

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** One Storybook page a worker keeps: it loads the gallery once and switches stories in place. */
export type StoryPage = {
  page: Page
  /** Every request to an outside host the page made so far (each was refused). */
  outsideRequests: readonly string[]
  /** Shows `story` in `theme` and resolves to its stage once the story marks itself ready. */
  show(story: GalleryStory, theme: Theme): Promise<Locator>
}

type StorybookChannel = { emit(event: string, payload: unknown): void }

export function createStoryPage(page: Page, outsideRequests: readonly string[] = []): StoryPage {
  let shownTheme: Theme | undefined
  return {
    page,
    outsideRequests,
    async show(story, theme) {
      if (shownTheme === undefined) {
        await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`)
      } else {
        // Storybook's own preview events, as its manager sends them: no reload of the gallery's bundle.
        await page.evaluate(
          ({ storyId, globals }) => {
            const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StorybookChannel })
              .__STORYBOOK_ADDONS_CHANNEL__
            if (globals) channel.emit('updateGlobals', { globals })
            channel.emit('setCurrentStory', { storyId, viewMode: 'story' })
          },
          { storyId: story.id, globals: theme === shownTheme ? undefined : { theme } },
        )
      }
      shownTheme = theme
      // Story and theme are both in the selector: the stage of the story shown before never matches.
      const stage = page.locator(
        `.gallery-stage[data-gallery-story="${story.id}"][data-theme="${theme}"][data-gallery-ready="true"]`,
      )
      await stage.waitFor({ timeout: 20_000 })
      return stage
    },
  }
}

/**
 * Every gallery check uses this `test`. A worker opens one page for all its stories (a fresh page per
 * story cost most of each check's time). The gallery must run offline: a request to any host but
 * this machine is refused and fails the check during which it was made.
 */
export const test = base.extend<{ outsideHosts: undefined }, { storyPage: StoryPage }>({
  storyPage: [
    async ({ browser }, use, { project }) => {
      const { baseURL, viewport, deviceScaleFactor, reducedMotion, locale, timezoneId } = project.use
      const context = await browser.newContext({
        baseURL,
        viewport,
        deviceScaleFactor,
        reducedMotion,
        locale,
        timezoneId,
      })
      const outsideRequests: string[] = []
      await context.route(
        (url) => url.protocol.startsWith('http') && !LOCAL_HOSTS.has(url.hostname),
        (route) => {
          outsideRequests.push(route.request().url())
          return route.abort('blockedbyclient')
        },
      )
      await use(createStoryPage(await context.newPage(), outsideRequests))
      await context.close()
    },
    { scope: 'worker' },
  ],
  outsideHosts: [
    async ({ storyPage }, use) => {
      const before = storyPage.outsideRequests.length
      await use(undefined)
      const outside = storyPage.outsideRequests.slice(before)
      if (outside.length > 0) throw new Error(`the story reached outside hosts: ${outside.join(', ')}`)
    },
    { auto: true },
  ],
})

export { expect } from '@playwright/test'
