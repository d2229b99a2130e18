import {
  CheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  InfoIcon,
  NetworkIcon,
  RefreshIcon,
  WalletIcon,
  WarningIcon,
} from '@portico/ui/primitives'
import type { Meta } from '@storybook/react-vite'
import { primitiveStory } from '../../harness/stories'

export default { title: 'Primitives/Icons' } satisfies Meta

export const Filled = primitiveStory(() => (
  <>
    <CheckIcon title="Check" size={24} />
    <ChevronLeftIcon title="Chevron left" size={24} />
    <ChevronRightIcon title="Chevron right" size={24} />
    <CloseIcon title="Close" size={24} />
    <InfoIcon title="Info" size={24} />
    <NetworkIcon title="Network" size={24} />
    <RefreshIcon title="Refresh" size={24} />
    <WalletIcon title="Wallet" size={24} />
    <WarningIcon title="Warning" size={24} />
  </>
))
