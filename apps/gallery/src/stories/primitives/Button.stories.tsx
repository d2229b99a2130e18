import { Button } from '@portico/ui/primitives'
import type { Meta } from '@storybook/react-vite'
import { primitiveStory } from '../../harness/stories'

export default { title: 'Primitives/Button' } satisfies Meta

export const Filled = primitiveStory(() => (
  <>
    <Button>Connect Wallet</Button>
    <Button variant="neutral">Disconnect</Button>
    <Button size="sm">Try again</Button>
    <Button variant="neutral" size="sm">
      Load more
    </Button>
  </>
))
export const Loading = primitiveStory(() => (
  <>
    <Button loading loadingLabel="Connecting">
      Connect Wallet
    </Button>
    <Button variant="neutral" loading loadingLabel="Loading activity">
      Load more
    </Button>
  </>
))
export const Disabled = primitiveStory(() => (
  <>
    <Button disabled>Connect Wallet</Button>
    <Button variant="neutral" disabled>
      Disconnect
    </Button>
  </>
))
