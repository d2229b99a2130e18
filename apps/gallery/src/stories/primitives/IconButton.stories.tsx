import { ChevronLeftIcon, CloseIcon, IconButton, InfoIcon, RefreshIcon } from '@portico/ui/primitives'
import type { Meta } from '@storybook/react-vite'
import { primitiveStory } from '../../harness/stories'

export default { title: 'Primitives/IconButton' } satisfies Meta

export const Filled = primitiveStory(() => (
  <>
    <IconButton label="Back" icon={<ChevronLeftIcon />} />
    <IconButton label="Close" icon={<CloseIcon />} />
    <IconButton label="Refresh" icon={<RefreshIcon />} />
    <IconButton label="What is a wallet?" icon={<InfoIcon />} />
  </>
))
export const Disabled = primitiveStory(() => <IconButton label="Refresh" icon={<RefreshIcon />} disabled />)
