import { Shimmer } from '../../primitives/Shimmer/Shimmer'
import { usePortico } from '../../state/PorticoContext'

/** What a view shows while its chunk arrives: its shape at once, never an empty wait. */
export function ViewSkeleton() {
  const { t } = usePortico()
  return (
    <div className="pc-view-skeleton" role="status" aria-label={t('modal.loading')}>
      <Shimmer height={56} radius={16} />
      <Shimmer height={56} radius={16} />
      <Shimmer height={56} radius={16} />
    </div>
  )
}
