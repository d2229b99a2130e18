import type { Meta } from '@storybook/react-vite'
import { frameStory } from '../../harness/stories'
import { keyExport } from './frameScenarios'

export default { title: 'SecureFrame/KeyExport' } satisfies Meta

/** The keys under their warning, each with its copy button, and Done. */
export const Keys = frameStory(keyExport())
/** locale: 'ar'. */
export const Arabic = frameStory(keyExport('ar'))
/** locale: 'ja'. */
export const Japanese = frameStory(keyExport('ja'))
