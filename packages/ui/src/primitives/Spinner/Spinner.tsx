/** A busy indicator; its label is what a screen reader announces. */
export function Spinner({ label, size = 20 }: { label: string; size?: number }) {
  return (
    <span className="pc-spinner" role="status" aria-label={label} style={{ width: size, height: size }}>
      <span className="pc-spinner__ring" aria-hidden="true" />
    </span>
  )
}
