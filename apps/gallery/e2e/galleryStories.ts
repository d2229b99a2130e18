import { existsSync, readFileSync } from 'node:fs'

export type GalleryStory = { id: string; title: string; name: string }

const INDEX = new URL('../dist/index.json', import.meta.url)

/** Every story of the static build, from Storybook's own index; a missing build is an error, not zero stories. */
export function galleryStories(): GalleryStory[] {
  if (!existsSync(INDEX))
    throw new Error('apps/gallery/dist is missing: run `pnpm --filter @portico/gallery build` first')
  const { entries } = JSON.parse(readFileSync(INDEX, 'utf8')) as {
    entries: Record<string, GalleryStory & { type: string }>
  }
  return Object.values(entries).filter((entry) => entry.type === 'story')
}

/** The committed baseline of a story in a theme, in e2e/__screenshots__/. */
export function baselineName(story: GalleryStory, theme: 'light' | 'dark'): string {
  return `${story.id}--${theme}.png`
}
