import type { View } from '@portico/core'
import { Suspense, useCallback, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useContentHeight } from './useContentHeight'
import { ViewSkeleton } from './ViewSkeleton'
import { viewComponent } from './viewComponents'

/**
 * Shows the router's view; the height follows the content and a view navigated to fades in (SPEC §9);
 * `entrance` comes from `useViewEntrance`.
 */
export function Router({ view, entrance }: { view: View; entrance: boolean }) {
  const content = useRef<HTMLDivElement>(null)
  const height = useContentHeight(content)
  const ViewComponent = viewComponent(view)
  // React throttles the reveal of suspended content (up to 300 ms after a fallback shows). Acceptance 4
  // wants the view painted in the frame its chunk arrives, so while the skeleton shows, each frame renders
  // the view again at once: the first one after the chunk has arrived commits it.
  const [, setFrame] = useState(0)
  const retryView = useCallback(() => flushSync(() => setFrame((frame) => frame + 1)), [])
  return (
    <div className="pc-router" style={height === undefined ? undefined : { height }}>
      <div ref={content} className="pc-router__content">
        <div key={view} className={entrance ? 'pc-view pc-view--enter' : 'pc-view'} data-view={view}>
          <Suspense fallback={<ViewSkeleton onFrame={retryView} />}>
            <ViewComponent />
          </Suspense>
        </div>
      </div>
    </div>
  )
}
