import AxeBuilder from '@axe-core/playwright'
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
  ])
    expect(titles, title).toContain(title)
})

// Every view in Arabic (right to left) and in one CJK locale, Japanese.
test('every view has an Arabic and a Japanese story', () => {
  const views = new Set(
    stories.filter((story) => story.title.startsWith('Views/')).map((story) => story.title),
  )
  for (const title of views) {
    const names = stories.filter((story) => story.title === title).map((story) => story.name)
    expect(names.filter((name) => name.endsWith('Arabic')).length, `${title} in Arabic`).toBeGreaterThan(0)
    expect(names.filter((name) => name.endsWith('Japanese')).length, `${title} in Japanese`).toBeGreaterThan(
      0,
    )
  }
})

for (const theme of ['light', 'dark'] as const) {
  for (const story of stories) {
    test(`${story.title} › ${story.name} (${theme})`, async ({ storyPage }) => {
      // The story marks itself ready once its core state is painted, its images and fonts loaded.
      const stage = await storyPage.show(story, theme)
      await expect(stage).toHaveScreenshot(baselineName(story, theme))
      // axe-core walks open shadow roots, so the modal's own DOM is checked, not only its host element.
      const { violations } = await new AxeBuilder({ page: storyPage.page })
        .include('#storybook-root')
        .analyze()
      expect(
        violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`,
        ),
      ).toEqual([])
    })
  }
}
