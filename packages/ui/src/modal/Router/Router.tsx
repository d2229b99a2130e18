import type { View } from '@portico/core'
import { Suspense, useRef } from 'react'
import { useContentHeight } from './useContentHeight'
import { ViewSkeleton } from './ViewSkeleton'
import { VIEW_COMPONENTS } from './viewComponents'

/** Shows the router's view; the height follows the content and a new view fades in (SPEC §9). */
export function Router({ view }: { view: View }) {
  const content = useRef<HTMLDivElement>(null)
  const height = useContentHeight(content)
  const ViewComponent = VIEW_COMPONENTS[view]
  return (
    <div className="pc-router" style={height === undefined ? undefined : { height }}>
      <div ref={content} className="pc-router__content">
        <div key={view} className="pc-view" data-view={view}>
          <Suspense fallback={<ViewSkeleton />}>{ViewComponent ? <ViewComponent /> : null}</Suspense>
        </div>
      </div>
    </div>
  )
}
