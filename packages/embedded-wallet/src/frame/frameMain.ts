import { elementMaker } from './approval/renderRequestSummary'
import type { FrameAppearance } from './text/frameAppearance'

/**
 * The frame document's one landmark, where every view draws: a page of its own to a screen reader (the
 * modal's header names it for the eye, so its heading is for assistive technology only).
 */
export function frameMain(document: Document, words: FrameAppearance): HTMLElement {
  const existing = document.querySelector<HTMLElement>('body > main')
  if (existing) return existing
  const make = elementMaker(document)
  const main = make('main', {}, words.label(make('h1', { className: 'visually-hidden' }), 'frame.title'))
  document.body.append(main)
  return main
}
