import { Image, WalletIcon } from '@portico/ui/primitives'
import type { Meta } from '@storybook/react-vite'
import { walletIcon } from '../../fixtures/walletIcon'
import { primitiveStory } from '../../harness/stories'

export default { title: 'Primitives/Image' } satisfies Meta

export const Filled = primitiveStory(() => (
  <>
    <Image src={walletIcon('L', '#4263eb')} alt="Lumen" size={56} radius={16} fallback={<WalletIcon />} />
    <Image src={walletIcon('Q', '#ae3ec9')} alt="Quill" size={40} radius="50%" fallback={<WalletIcon />} />
  </>
))
/** No source at all: the fallback icon, never an empty box. */
export const Empty = primitiveStory(() => (
  <Image src={undefined} alt="" size={56} radius={16} fallback={<WalletIcon size={24} />} />
))
/** A source that fails to load: the fallback replaces the broken image. */
export const ErrorState = primitiveStory(() => (
  <Image
    src="data:image/png;base64,broken"
    alt=""
    size={56}
    radius={16}
    fallback={<WalletIcon size={24} />}
  />
))
