import { useEffect } from 'react'
import { WALLET_ROW_HEIGHT } from '../../primitives/ListItem/listItemSize'
import { Shimmer } from '../../primitives/Shimmer/Shimmer'
import { usePortico } from '../../state/PorticoContext'

/** What a view shows while its chunk arrives: its shape at once, never an empty wait. */
export function ViewSkeleton({ onFrame }: { onFrame?: () => void }) {
  const { t } = usePortico()
  // Calls `onFrame` every animation frame while the skeleton stands (the router retries the view).
  useEffect(() => {
    if (!onFrame) return
    let request = requestAnimationFrame(function tick() {
      onFrame()
      request = requestAnimationFrame(tick)
    })
    return () => cancelAnimationFrame(request)
  }, [onFrame])
  return (
    <div className="pc-view-skeleton" role="status" aria-label={t('modal.loading')}>
      <Shimmer height={WALLET_ROW_HEIGHT} radius={16} />
      <Shimmer height={WALLET_ROW_HEIGHT} radius={16} />
      <Shimmer height={WALLET_ROW_HEIGHT} radius={16} />
    </div>
  )
}
