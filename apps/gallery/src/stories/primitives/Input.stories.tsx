import { Input } from '@portico/ui/primitives'
import type { Meta } from '@storybook/react-vite'
import { primitiveStory } from '../../harness/stories'

export default { title: 'Primitives/Input' } satisfies Meta

export const Empty = primitiveStory(() => <Input label="Search wallets" placeholder="Search wallets" />)
export const Filled = primitiveStory(() => <Input label="Email" defaultValue="ada@portico.invalid" />)
export const ErrorState = primitiveStory(() => (
  <Input label="Email" defaultValue="ada@" error="Enter a valid email address" />
))
export const HiddenLabel = primitiveStory(() => (
  <Input label="Search wallets" hideLabel placeholder="Search" />
))
