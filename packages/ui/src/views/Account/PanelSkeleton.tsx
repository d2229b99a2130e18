import { Shimmer } from '../../primitives/Shimmer/Shimmer'

/** Rows in the shape of what a tab is loading, named for assistive technology. */
export function PanelSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="pc-stack" role="status" aria-label={label} data-panel-state="loading">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own.
        <Shimmer key={index} height={48} radius={12} />
      ))}
    </div>
  )
}
