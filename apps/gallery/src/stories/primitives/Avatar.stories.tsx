import { Avatar } from '@portico/ui/primitives'
import type { Meta } from '@storybook/react-vite'
import { primitiveStory } from '../../harness/stories'

export default { title: 'Primitives/Avatar' } satisfies Meta

export const Filled = primitiveStory(() => (
  <>
    <Avatar address="0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed" label="Avatar of 0x5a…1BeAed" size={64} />
    <Avatar address="0x1111111111111111111111111111111111111111" label="Avatar of 0x11…111111" />
    <Avatar address="7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU" label="Avatar of 7xKX…osgAsU" size={32} />
  </>
))
