import type { EmbeddedWallet } from '@portico/core'
import { useRef } from 'react'
import { Spinner } from '../primitives/Spinner/Spinner'
import { useFrameOverSlot } from './useFrameOverSlot'
import { useSyncFrameTheme } from './useSyncFrameTheme'

/**
 * The place in a view where the secure frame shows what only it may draw (an approval, a code field): the
 * frame sits over this box, as tall as it asks; a spinner until it has drawn.
 */
export function SecureFrameSlot({ wallet, loadingLabel }: { wallet: EmbeddedWallet; loadingLabel: string }) {
  const slot = useRef<HTMLDivElement>(null)
  useSyncFrameTheme(wallet)
  const height = useFrameOverSlot(wallet, slot)
  return (
    <div ref={slot} className="pc-frame-slot" style={{ height: height || undefined }}>
      {height === 0 ? (
        <div className="pc-centered">
          <Spinner label={loadingLabel} />
        </div>
      ) : null}
    </div>
  )
}
