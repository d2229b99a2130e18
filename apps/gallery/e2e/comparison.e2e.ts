import type { Locator } from '@playwright/test'
import { baselineName, galleryStories } from './galleryStories'
import { createStoryPage, expect, test } from './storyPage'

// A story with text, an accent colour and elements side by side: each kind of change below shows in it.
const story = galleryStories().find((entry) => entry.id === 'primitives-button--filled')

/** What the gallery's own check concludes for `stage`: 'matched', or the comparison's failure message. */
async function compareWithBaseline(stage: Locator): Promise<string> {
  if (!story) throw new Error('the story Primitives/Button › Filled is missing')
  return expect(stage)
    .toHaveScreenshot(baselineName(story, 'light'), { timeout: 2_000 })
    .then(
      () => 'matched',
      (error: Error) => error.message,
    )
}

const changes: Record<string, (stage: Locator) => Promise<void>> = {
  'a 2 px shift of one button': (stage) =>
    stage
      .locator('.pc-button')
      .first()
      .evaluate((button: HTMLElement) => {
        button.style.transform = 'translateX(2px)'
      }),
  'a colour change of one button': (stage) =>
    stage
      .locator('.pc-button')
      .first()
      .evaluate((button: HTMLElement) => {
        // The accent with its red channel raised by 16 of 255: a different blue, not a different colour.
        const [red = 0, green = 0, blue = 0] =
          getComputedStyle(button).backgroundColor.match(/\d+/g)?.map(Number) ?? []
        button.style.backgroundColor = `rgb(${Math.min(red + 16, 255)}, ${green}, ${blue})`
      }),
  'two letters of one word swapped': (stage) =>
    stage.getByText('Try again').evaluate((label: HTMLElement) => {
      label.textContent = 'Try agian'
    }),
}

test.describe('the screenshot comparison', () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    // In a baseline update the "failing" picture would be written as the new baseline.
    test.skip(
      testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed',
      'not while baselines are being written',
    )
  })

  test('passes the story as it is', async ({ page }) => {
    if (!story) throw new Error('the story Primitives/Button › Filled is missing')
    const stage = await createStoryPage(page).show(story, 'light')
    expect(await compareWithBaseline(stage)).toBe('matched')
  })

  for (const [change, apply] of Object.entries(changes)) {
    test(`fails ${change}`, async ({ page }) => {
      if (!story) throw new Error('the story Primitives/Button › Filled is missing')
      const stage = await createStoryPage(page).show(story, 'light')
      await apply(stage)
      expect(await compareWithBaseline(stage)).toMatch(/pixels .*are different/)
    })
  }
})
