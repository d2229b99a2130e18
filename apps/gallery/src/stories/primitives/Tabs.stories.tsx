import { Tabs } from '@portico/ui/primitives'
import type { Meta } from '@storybook/react-vite'
import { useState } from 'react'
import { primitiveStory } from '../../harness/stories'

export default { title: 'Primitives/Tabs' } satisfies Meta

function AccountSections({ initial }: { initial: string }) {
  const [selected, setSelected] = useState(initial)
  const tabs = [
    { id: 'tokens', label: 'Tokens' },
    { id: 'nfts', label: 'NFTs' },
    { id: 'activity', label: 'Activity' },
  ]
  return (
    <div style={{ width: 312 }}>
      <Tabs label="Account sections" tabs={tabs} selected={selected} onChange={setSelected} />
    </div>
  )
}

export const FirstSelected = primitiveStory(() => <AccountSections initial="tokens" />)
export const LastSelected = primitiveStory(() => <AccountSections initial="activity" />)
