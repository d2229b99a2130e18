import type { Meta } from '@storybook/react-vite'
import type { GalleryClient } from '../../harness/createGalleryClient'
import { connectLumen, hasText, rightToLeft } from '../../harness/scenarioHelpers'
import { modalStory } from '../../harness/stories'

export default { title: 'Views/RegisterAccountNameSuccess' } satisfies Meta

/** As core leaves it after a registration: the name on the account and in the view's data. */
const registered = ({ client }: GalleryClient) => {
  client.stores.chains.getState().patchAccount('eip155', { profileName: 'lumen.reown.id' })
  client.stores.router.getState().replace('RegisterAccountNameSuccess', { accountName: 'lumen.reown.id' })
}

/** The registered name and the way back to Account. */
export const Registered = modalStory({
  cloud: {},
  prepare: connectLumen,
  afterOpen: registered,
  settled: hasText('lumen.reown.id is yours'),
})
/** locale: 'ja'. */
export const Japanese = modalStory({
  cloud: {},
  locale: 'ja',
  prepare: connectLumen,
  afterOpen: registered,
  settled: hasText('lumen.reown.id'),
})
/** locale: 'ar': the name stays left to right inside the right-to-left view. */
export const Arabic = modalStory({
  cloud: {},
  locale: 'ar',
  prepare: connectLumen,
  afterOpen: registered,
  settled: rightToLeft(hasText('lumen.reown.id')),
})
