import type { Meta } from '@storybook/react-vite'
import type { GalleryClient } from '../../harness/createGalleryClient'
import {
  connectLumen,
  goTo,
  has,
  hasText,
  rightToLeft,
  searchFor,
  until,
} from '../../harness/scenarioHelpers'
import { modalStory } from '../../harness/stories'

export default { title: 'Views/RegisterAccountName' } satisfies Meta

/** Reached from the Account view's "Choose a name", so Back shows; the fixture cloud suggests names. */
const register = { cloud: { takenNames: ['alice'] }, prepare: connectLumen } as const
const typed = (label: string) => async (gallery: GalleryClient, shadow: ShadowRoot) => {
  goTo('RegisterAccountName')(gallery)
  // The view's chunk loads on first show; typing starts once its field is there.
  await until(() => shadow.querySelector('form input') !== null)
  searchFor(label)(gallery, shadow)
}
const suggestionsShown = has('ul[aria-label] li')

/** The empty field with the zone after it; Register waits for a name. */
export const Empty = modalStory({
  ...register,
  afterOpen: goTo('RegisterAccountName'),
  settled: has('form input'),
})
/** Three characters: SPEC §5's minimum shows before anything is asked. */
export const TooShort = modalStory({ ...register, afterOpen: typed('bob'), settled: has('[role="alert"]') })
/** A free name: the suggestions, each marked available. */
export const Available = modalStory({
  ...register,
  afterOpen: typed('lumen'),
  settled: (shadow) => suggestionsShown(shadow) && hasText('lumen7')(shadow),
})
/** A taken name: marked taken, Register off, the free names to pick. */
export const Taken = modalStory({
  ...register,
  afterOpen: typed('alice'),
  settled: (shadow) => suggestionsShown(shadow) && hasText('alice7')(shadow),
})
/** locale: 'ar'. */
export const Arabic = modalStory({
  ...register,
  locale: 'ar',
  afterOpen: typed('lumen'),
  settled: rightToLeft((shadow) => suggestionsShown(shadow) && hasText('lumen7')(shadow)),
})
/** locale: 'ja'. */
export const Japanese = modalStory({
  ...register,
  locale: 'ja',
  afterOpen: typed('alice'),
  settled: (shadow) => suggestionsShown(shadow) && hasText('alice7')(shadow),
})
