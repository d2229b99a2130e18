import type { EmbeddedWallet } from '@portico/core'
import type { ReactNode } from 'react'
import { Spinner } from '../primitives/Spinner/Spinner'
import { Text } from '../primitives/Text/Text'
import { useEmbeddedWallet } from './useEmbeddedWallet'

/** The embedded wallet's views: a spinner while core loads it, its error when that fails, else the view. */
export function WithEmbeddedWallet({
  loadingLabel,
  children,
}: {
  loadingLabel: string
  children: (wallet: EmbeddedWallet) => ReactNode
}) {
  const load = useEmbeddedWallet()
  if (load.status === 'loading')
    return (
      <div className="pc-centered">
        <Spinner label={loadingLabel} />
      </div>
    )
  if (load.status === 'failed')
    return (
      <Text as="p" variant="paragraph" tone="error" role="alert">
        {load.error}
      </Text>
    )
  return children(load.wallet)
}
