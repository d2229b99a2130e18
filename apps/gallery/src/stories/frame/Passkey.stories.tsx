import type { Meta } from '@storybook/react-vite'
import { frameStory } from '../../harness/stories'
import { passkeyPrompt } from './frameScenarios'

export default { title: 'SecureFrame/Passkey' } satisfies Meta

/** Account → Add a passkey: what it protects, and the button that starts the browser's passkey dialog. */
export const Add = frameStory(passkeyPrompt('add'))
/** A new device of a project that requires a passkey: the person uses theirs to open the wallet. */
export const Use = frameStory(passkeyPrompt('use'))
/** locale: 'ar'. */
export const Arabic = frameStory(passkeyPrompt('use', 'ar'))
/** locale: 'ja'. */
export const Japanese = frameStory(passkeyPrompt('add', 'ja'))
