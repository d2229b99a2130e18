import { Text } from '@portico/ui/primitives'
import type { Meta } from '@storybook/react-vite'
import { primitiveStory } from '../../harness/stories'

export default { title: 'Primitives/Text' } satisfies Meta

export const Variants = primitiveStory(() => (
  <div style={{ display: 'grid', gap: 8 }}>
    <Text as="h1" variant="title">
      Connect Wallet
    </Text>
    <Text as="p" variant="large">
      0x5a…1BeAed
    </Text>
    <Text as="p" variant="paragraph">
      Continue in Lumen
    </Text>
    <Text as="p" variant="small">
      Accept the connection request in the wallet
    </Text>
    <Text as="p" variant="label">
      Recent
    </Text>
  </div>
))
export const Tones = primitiveStory(() => (
  <div style={{ display: 'grid', gap: 8 }}>
    <Text as="p">Default text</Text>
    <Text as="p" tone="muted">
      Muted text
    </Text>
    <Text as="p" tone="accent">
      Accent text
    </Text>
    <Text as="p" tone="error">
      Connection rejected
    </Text>
    <Text as="p" tone="success">
      Connected
    </Text>
  </div>
))
