import type { ButtonHTMLAttributes } from 'react'
import { useModal } from '../hooks/useModal'
import { useNetwork } from '../hooks/useNetwork'
import { preloadHandlers } from './preloadHandlers'

export type NetworkButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'children'> & {
  /** Shown when no network is selected yet. */
  placeholder?: string
}

/** The current network (Unknown Network included, SPEC §4); opens the Networks view. */
export function NetworkButton({ placeholder = 'Select network', ...rest }: NetworkButtonProps) {
  const { caipNetwork } = useNetwork()
  const { open } = useModal()
  const name = caipNetwork?.name ?? placeholder
  return (
    <button
      type="button"
      {...rest}
      {...preloadHandlers}
      aria-label={`Network: ${name}`}
      onClick={() => open({ view: 'Networks' })}
    >
      {name}
    </button>
  )
}
