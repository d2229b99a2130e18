import type { ReactNode, Ref } from 'react'
import type { Theme } from './createGalleryClient'

/**
 * The box a gallery check screenshots: it carries its story's id and theme, so a check never reads the ready
 * mark (`data-gallery-ready`) of the story or theme shown before.
 */
export function GalleryStage({
  stageRef,
  storyId,
  theme,
  children,
}: {
  stageRef: Ref<HTMLDivElement>
  storyId: string
  theme: Theme
  children?: ReactNode
}) {
  return (
    <div
      ref={stageRef}
      className="gallery-stage"
      data-gallery-story={storyId}
      data-theme={theme}
      style={{ display: 'inline-block' }}
    >
      {children}
    </div>
  )
}
