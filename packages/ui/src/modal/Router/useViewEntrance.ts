import type { View } from '@portico/core'
import { useState } from 'react'

/**
 * Whether the shown view makes SPEC §9's entrance (150 ms): a change of view does; the view an open starts
 * on does not, so the modal's content is visible in the frame the click paints (from opacity 0 it would be
 * one frame later). Closing resets it. State adjusted during render, as React documents for derived state.
 */
export function useViewEntrance(open: boolean, view: View): boolean {
  const [seen, setSeen] = useState({ open, view, moved: false })
  if (!open || seen.open !== open) {
    if (seen.open !== open || seen.view !== view || seen.moved) setSeen({ open, view, moved: false })
    return false
  }
  if (!seen.moved && view !== seen.view) setSeen({ open, view, moved: true })
  return seen.moved || view !== seen.view
}
