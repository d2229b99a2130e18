import {
  adoptFrameStyles,
  createFrameAppearance,
  type FrameAppearance,
} from '@portico/embedded-wallet/frame-views'
import { useEffect, useRef } from 'react'
import type { Theme } from './createGalleryClient'
import { GalleryStage } from './GalleryStage'
import { whenStageSettled } from './whenStageSettled'

/** What a frame story draws with: the frame's document (an iframe of the story) and its words. */
export type FrameParts = { document: Document; words: FrameAppearance }

export type FrameScenario = {
  /** The modal's locale tag, which the frame follows (SYNC_THEME); English when not given. */
  locale?: string
  /** Draws the view in the frame's document, as the frame app would. */
  draw: (parts: FrameParts) => void
  /** True once the view shows what the story is about. */
  settled: (document: Document) => boolean
}

// The width the modal gives the frame over its content box (360 px modal, 16 px padding each side inside it).
const FRAME_WIDTH = 360

/**
 * One of the secure frame's own views, drawn by the frame's code in an iframe of its own, as the frame's
 * document is: its styles, its words in the story's locale, light or dark as the modal would sync them.
 */
export function FrameStage({
  storyId,
  theme,
  scenario,
}: {
  storyId: string
  theme: Theme
  scenario: FrameScenario
}) {
  const stage = useRef<HTMLDivElement>(null)
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    const element = stage.current
    const iframe = frame.current
    const document = iframe?.contentDocument
    if (!element || !iframe || !document) return
    document.body.replaceChildren()
    adoptFrameStyles(document)
    const words = createFrameAppearance(document)
    words.apply({ themeMode: theme, locale: scenario.locale ?? 'en' })
    scenario.draw({ document, words })
    // The iframe as tall as what the view drew, as the modal sizes the frame from its FRAME_HEIGHT.
    const fit = () => {
      iframe.style.height = `${Math.ceil(document.documentElement.getBoundingClientRect().height)}px`
    }
    const observer = new ResizeObserver(fit)
    observer.observe(document.body)
    fit()
    let cancelled = false
    void whenStageSettled(document, () => scenario.settled(document)).then((ready) => {
      fit()
      if (ready && !cancelled) element.setAttribute('data-gallery-ready', 'true')
    })
    return () => {
      cancelled = true
      observer.disconnect()
    }
  }, [theme, scenario])
  return (
    <GalleryStage stageRef={stage} storyId={storyId} theme={theme}>
      <iframe
        ref={frame}
        title="Portico secure frame"
        style={{ display: 'block', width: FRAME_WIDTH, height: 0, border: 0 }}
      />
    </GalleryStage>
  )
}
