/** A placeholder with the shape of content still arriving (ARCHITECTURE.md: skeletons, never a wait). */
export function Shimmer({
  width = '100%',
  height = 16,
  radius = 8,
}: {
  width?: number | string
  height?: number
  radius?: number
}) {
  return <span className="pc-shimmer" aria-hidden="true" style={{ width, height, borderRadius: radius }} />
}
