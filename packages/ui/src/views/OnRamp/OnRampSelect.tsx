import { useId } from 'react'

export type OnRampSelectProps = {
  label: string
  value: string
  choices: readonly { value: string; label: string }[]
  onChange: (value: string) => void
}

/** A labelled native select (its own keyboard and screen-reader support) for the currency pickers. */
export function OnRampSelect({ label, value, choices, onChange }: OnRampSelectProps) {
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
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  )
}
