import { IconButton, InfoIcon, Tooltip } from '@portico/ui/primitives'
import type { Meta } from '@storybook/react-vite'
import { useEffect, useRef } from 'react'
import { primitiveStory } from '../../harness/stories'

export default { title: 'Primitives/Tooltip' } satisfies Meta

function Explained({ open }: { open: boolean }) {
  const wrapper = useRef<HTMLDivElement>(null)
  // Focus shows the tooltip, as a keyboard user would see it.
  useEffect(() => {
    if (open) wrapper.current?.querySelector('button')?.focus()
  }, [open])
  return (
    <div ref={wrapper} style={{ padding: '48px 150px 8px' }}>
      <Tooltip content="A wallet holds the keys to your accounts">
        <IconButton label="What is a wallet?" icon={<InfoIcon />} />
      </Tooltip>
    </div>
  )
}

export const Closed = primitiveStory(() => <Explained open={false} />)
export const Open = primitiveStory(() => <Explained open />)
