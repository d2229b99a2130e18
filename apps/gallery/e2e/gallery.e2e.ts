import { axeViolations } from './axeViolations'
import { baselineName, galleryStories } from './galleryStories'
import { expect, test } from './storyPage'

const stories = galleryStories()

test('the gallery has a story for every primitive and every view', () => {
  const titles = new Set(stories.map((story) => story.title))
  for (const title of [
    'Primitives/Avatar',
    'Primitives/Button',
    'Primitives/IconButton',
    'Primitives/Icons',
    'Primitives/Image',
    'Primitives/Input',
    'Primitives/ListItem',
    'Primitives/Loaders',
    'Primitives/Tabs',
    'Primitives/Text',
    'Primitives/Tooltip',
    'Views/Connect',
    'Views/AllWallets',
    'Views/ConnectingExternal',
    'Views/Account',
    'Views/ConnectingWalletConnect',
    'Views/ConnectingWalletConnectBasic',
    'Views/ConnectingFarcaster',
    'Views/Networks',
    'Views/SwitchNetwork',
    'Views/SIWXSignMessage',
    'Views/Receive',
    'Views/Send',
    'Views/Swap',
    'Views/OnRamp',
    'Views/ProfileWallets',
    'Views/RegisterAccountName',
    'Views/RegisterAccountNameSuccess',
    'Views/ExportWallet',
    'SecureFrame/Approval',
    'SecureFrame/CodeEntry',
    'SecureFrame/KeyExport',
    'SecureFrame/Passkey',
  ])
    expect(titles, title).toContain(title)
})

// Every view, the modal's and the secure frame's own, in Arabic (right to left) and in one CJK locale, Japanese.
test('every view has an Arabic and a Japanese story', () => {
  const views = new Set(
    stories
      .filter((story) => story.title.startsWith('Views/') || story.title.startsWith('SecureFrame/'))
      .map((story) => story.title),
  )
  for (const title of views) {
    const names = stories.filter((story) => story.title === title).map((story) => story.name)
    expect(names.filter((name) => name.endsWith('Arabic')).length, `${title} in Arabic`).toBeGreaterThan(0)
    expect(names.filter((name) => name.endsWith('Japanese')).length, `${title} in Japanese`).toBeGreaterThan(
      0,
    )
  }
})

test('the accessibility check finds what is wrong inside a shadow root', async ({ storyPage }) => {
  const [story] = stories
  if (!story) throw new Error('the gallery has no story')
  await storyPage.show(story, 'light')
  // A button with no name, in an open shadow root of the story's root, as a view's own DOM would hold it.
  await storyPage.page.evaluate(() => {
    const host = document.createElement('div')
    document.querySelector('#storybook-root')?.append(host)
    host.attachShadow({ mode: 'open' }).append(document.createElement('button'))
  })
  expect(await axeViolations(storyPage.page, '#storybook-root')).toEqual([
    expect.stringMatching(/^button-name: /),
  ])
  await storyPage.page.evaluate(() => document.querySelector('#storybook-root > div:last-child')?.remove())
})

for (const theme of ['light', 'dark'] as const) {
  for (const story of stories) {
    test(`${story.title} › ${story.name} (${theme})`, async ({ storyPage }) => {
      // The story marks itself ready once its core state is painted, its images and fonts loaded.
      const stage = await storyPage.show(story, theme)
      await expect(stage).toHaveScreenshot(baselineName(story, theme))
      // axe-core walks open shadow roots, so the modal's own DOM is checked, not only its host element.
      expect(await axeViolations(storyPage.page, '#storybook-root')).toEqual([])
    })
  }
}
