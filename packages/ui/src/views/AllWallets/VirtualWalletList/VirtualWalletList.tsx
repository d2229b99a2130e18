import type { WalletCatalogueEntry } from '@portico/core'
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import {
  WALLET_LIST_MAX_HEIGHT_PX,
  WALLET_LIST_OVERSCAN_ROWS,
  WALLET_ROW_HEIGHT_PX,
} from '../../../constants'
import { type VisibleRange, visibleRange } from './visibleRange'

export type VirtualWalletListProps = {
  wallets: readonly WalletCatalogueEntry[]
  label: string
  renderWallet: (wallet: WalletCatalogueEntry) => ReactNode
  /** Called when the last loaded row comes on screen (SPEC §7: the next page of 40 is fetched then). */
  onEndReached?: (() => void) | (() => Promise<void>)
}

/** A list of any length with only the rows on screen (plus a little overscan) in the DOM. */
export function VirtualWalletList({ wallets, label, renderWallet, onEndReached }: VirtualWalletListProps) {
  const scroller = useRef<HTMLDivElement>(null)
  const [range, setRange] = useState<VisibleRange>()
  const count = wallets.length
  const measure = useCallback(() => {
    const element = scroller.current
    if (!element) return
    setRange(
      visibleRange({
        scrollTop: element.scrollTop,
        viewportHeight: element.clientHeight || WALLET_LIST_MAX_HEIGHT_PX,
        rowHeight: WALLET_ROW_HEIGHT_PX,
        count,
        overscan: WALLET_LIST_OVERSCAN_ROWS,
      }),
    )
  }, [count])
  useLayoutEffect(measure, [measure])
  useEffect(() => {
    if (range && count > 0 && range.lastVisible >= count - 1) void onEndReached?.()
  }, [range, count, onEndReached])

  const start = range?.start ?? 0
  const end = range?.end ?? Math.min(count, 8)
  return (
    <div ref={scroller} className="pc-wallet-list" onScroll={measure}>
      <ul aria-label={label} className="pc-plain-list" style={{ height: count * WALLET_ROW_HEIGHT_PX }}>
        {wallets.slice(start, end).map((wallet, offset) => (
          <li
            key={wallet.id}
            aria-setsize={count}
            aria-posinset={start + offset + 1}
            style={{ top: (start + offset) * WALLET_ROW_HEIGHT_PX }}
          >
            {renderWallet(wallet)}
          </li>
        ))}
      </ul>
    </div>
  )
}
