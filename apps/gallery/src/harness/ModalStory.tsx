import type { View } from '@portico/core'
import { useEffect, useRef } from 'react'
import {
  createGalleryClient,
  type GalleryClient,
  type GalleryClientOptions,
  type Theme,
} from './createGalleryClient'
import { GalleryStage } from './GalleryStage'
import { whenStageSettled } from './whenStageSettled'

export type ModalScenario = Omit<GalleryClientOptions, 'theme' | 'container'> & {
  /** The view `open()` shows; core's own choice (Connect or Account) when absent. */
  view?: View
  /** Core actions run before the modal opens (connect, disconnect…). */
  prepare?: (gallery: GalleryClient) => Promise<void> | void
  /** Steps after it opened (a router push, a tab chosen, as a visitor would). */
  afterOpen?: (gallery: GalleryClient, shadow: ShadowRoot) => Promise<void> | void
  /** The story's state is on screen; the view's own element is always awaited first. */
  settled?: (shadow: ShadowRoot) => boolean
}

const modalShadow = (container: HTMLElement) => container.querySelector('portico-modal')?.shadowRoot ?? null

/**
 * The real `<portico-modal>` chrome (header, router, footer) rendered inline through core's embedded
 * mode, with a core client prepared for the story; marks itself ready once the state is painted.
 */
export function ModalStory({
  storyId,
  theme,
  scenario,
}: {
  storyId: string
  theme: Theme
  scenario: ModalScenario
}) {
  const stage = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = stage.current
    if (!element) return
    let cancelled = false
    const container = document.createElement('div')
    element.replaceChildren(container)
    element.removeAttribute('data-gallery-ready')
    const { view, prepare, afterOpen, settled, ...options } = scenario
    const gallery = createGalleryClient({ ...options, theme, container })
    const run = async () => {
      await gallery.client.ready
      await prepare?.(gallery)
      gallery.client.open(view ? { view } : undefined)
      // The view's chunk has arrived: its own content, not the router's skeleton, is in the modal.
      const viewShown = () => {
        const current = modalShadow(container)?.querySelector('.pc-view')
        return Boolean(current && !current.querySelector('.pc-view-skeleton'))
      }
      const opened = await whenStageSettled(container, viewShown)
      const shadow = modalShadow(container)
      if (!opened || !shadow || cancelled) return
      await afterOpen?.(gallery, shadow)
      // A step may have changed the view (a router push): its chunk too, then the story's own state.
      const shown = () => viewShown() && (settled?.(shadow) ?? true)
      if ((await whenStageSettled(shadow, shown)) && !cancelled)
        element.setAttribute('data-gallery-ready', 'true')
    }
    void run()
    return () => {
      cancelled = true
      element.replaceChildren()
    }
  }, [theme, scenario])
  return <GalleryStage stageRef={stage} storyId={storyId} theme={theme} />
}
