import { type ReactNode, useId } from 'react'

export type SelectProps = {
  label: string
  /** The picked choice's value, '' when none. */
  value: string
  choices: readonly { value: string; label: string }[]
  /** Shown as the first option while nothing is picked. */
  placeholder?: string | undefined
  onChange: (value: string) => void
  /** Under the field, e.g. what the picked choice holds. */
  children?: ReactNode
}

/** A labelled native select (its own keyboard and screen-reader support); two may share a row and shrink. */
export function Select({ label, value, choices, placeholder, onChange, children }: SelectProps) {
  const id = useId()
  return (
    <div className="pc-input" style={{ flex: 1, minWidth: 0 }}>
      <label htmlFor={id} className="pc-input__label">
        {label}
      </label>
      <select
        id={id}
        className="pc-input__field"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {value || placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {children}
    </div>
  )
}
