import type { StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import type { Theme } from './createGalleryClient'
import { type FrameScenario, FrameStage } from './FrameStage'
import { type ModalScenario, ModalStory } from './ModalStory'
import { PrimitiveStage } from './PrimitiveStage'

const themeOf = (globals: Record<string, unknown>): Theme => (globals.theme === 'dark' ? 'dark' : 'light')

// Keyed by theme: a theme switch mounts a fresh stage, so a checker never sees the last theme's ready mark.
/** A story of a view: the real modal, a real core client prepared as `scenario` says, in the toolbar's theme. */
export function modalStory(scenario: ModalScenario): StoryObj {
  return {
    render: (_args, { globals, id }) => {
      const theme = themeOf(globals)
      return <ModalStory key={theme} storyId={id} theme={theme} scenario={scenario} />
    },
  }
}

/** A story of primitives on the modal's surface, in the toolbar's theme. */
export function primitiveStory(render: () => ReactNode): StoryObj {
  return {
    render: (_args, { globals, id }) => {
      const theme = themeOf(globals)
      return (
        <PrimitiveStage key={theme} storyId={id} theme={theme}>
          {render()}
        </PrimitiveStage>
      )
    },
  }
}

/** A story of one of the secure frame's own views, drawn by the frame's code in an iframe, in the toolbar's theme. */
export function frameStory(scenario: FrameScenario): StoryObj {
  return {
    render: (_args, { globals, id }) => {
      const theme = themeOf(globals)
      return <FrameStage key={theme} storyId={id} theme={theme} scenario={scenario} />
    },
  }
}
