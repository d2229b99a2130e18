/** One live value, named so a reader (or a test) finds it by its accessible name. */
export function HookValue({ label, value }: { label: string; value: string | number | boolean | undefined }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <output aria-label={label}>{value === undefined ? '—' : String(value)}</output>
      </dd>
    </>
  )
}
