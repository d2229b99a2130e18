import '@fontsource-variable/inter'
import { composeStories, setProjectAnnotations } from '@storybook/react-vite'
import type { ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import preview from '../.storybook/preview'

type StoryModule = Parameters<typeof composeStories>[0]
type ComposedStory = ComponentType & { id: string }

/** What the strict-CSP check drives: every story of the gallery, shown one at a time on this page. */
export type CspGallery = { storyIds: string[]; show(storyId: string): void }

// The gallery's own stories, rendered by Storybook's portable-stories API on a page with no inline
// script or style of Storybook's manager or preview: what is checked is the product, under the policy.
setProjectAnnotations(preview)
const modules = import.meta.glob<StoryModule>('../src/stories/**/*.stories.tsx', { eager: true })
const stories = new Map<string, ComposedStory>()
for (const module of Object.values(modules))
  for (const story of Object.values(composeStories(module)) as ComposedStory[]) stories.set(story.id, story)

const container = document.getElementById('stories')
if (!container) throw new Error('the gallery CSP page has no #stories element')
const root = createRoot(container)

const gallery: CspGallery = {
  storyIds: [...stories.keys()],
  show(storyId) {
    const Story = stories.get(storyId)
    if (!Story) throw new Error(`no gallery story ${storyId}`)
    root.render(<Story key={storyId} />)
  },
}
;(window as unknown as { porticoCspGallery: CspGallery }).porticoCspGallery = gallery
