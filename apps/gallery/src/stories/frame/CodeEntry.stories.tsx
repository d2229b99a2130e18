import type { Meta } from '@storybook/react-vite'
import { frameStory } from '../../harness/stories'
import { codeEntry } from './frameScenarios'

export default { title: 'SecureFrame/CodeEntry' } satisfies Meta

/** Asked for: the empty field and Continue, over the modal's code step. */
export const Empty = frameStory(codeEntry())
/** The six digits as the person typed them. */
export const Typed = frameStory(codeEntry({ typed: '482913' }))
/** The cloud refused the code: the digits stay, marked and said wrong. */
export const Refused = frameStory(codeEntry({ typed: '111111', refused: true }))
/** locale: 'ar'. */
export const Arabic = frameStory(codeEntry({ typed: '111111', refused: true }, 'ar'))
/** locale: 'ja'. */
export const Japanese = frameStory(codeEntry({ typed: '482913' }, 'ja'))
