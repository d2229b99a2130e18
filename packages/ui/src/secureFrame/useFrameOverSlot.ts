import type { EmbeddedWallet } from '@portico/core'
import { type RefObject, useEffect, useState } from 'react'

/**
 * Keeps the secure frame over `slot` while mounted: at the slot's rect on every frame (the modal's view
 * transitions move it by transform, which no resize or scroll event reports), as tall as the frame asks,
 * focused once it has drawn, and hidden when the view leaves. Returns the frame's height.
 */
export function useFrameOverSlot(wallet: EmbeddedWallet, slot: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0)
  useEffect(() => wallet.onFrameHeight(setHeight), [wallet])

  useEffect(() => {
    let last = ''
    let frame = requestAnimationFrame(function place() {
      const element = slot.current
      if (element) {
        const { top, left, width } = element.getBoundingClientRect()
        const key = `${top}:${left}:${width}`
        if (key !== last) wallet.showFrame({ top, left, width })
        last = key
      }
      frame = requestAnimationFrame(place)
    })
    return () => {
      cancelAnimationFrame(frame)
      wallet.hideFrame()
    }
  }, [wallet, slot])

  // Focus goes into the frame once it has drawn (the modal would take back an earlier focus).
  const drawn = height > 0
  useEffect(() => {
    if (drawn) wallet.focusFrame()
  }, [wallet, drawn])
  return height
}
