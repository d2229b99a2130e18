import { Shimmer, Spinner } from '@portico/ui/primitives'
import type { Meta } from '@storybook/react-vite'
import { primitiveStory } from '../../harness/stories'

export default { title: 'Primitives/Loaders' } satisfies Meta

export const Spinners = primitiveStory(() => (
  <>
    <Spinner label="Connecting" />
    <Spinner label="Loading wallets" size={40} />
  </>
))
export const Shimmers = primitiveStory(() => (
  <div style={{ display: 'grid', gap: 8, width: 312 }}>
    <Shimmer height={56} radius={16} />
    <Shimmer height={16} width="60%" />
    <Shimmer height={16} width="40%" />
  </div>
))
