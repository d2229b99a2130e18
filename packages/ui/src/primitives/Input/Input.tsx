import { type InputHTMLAttributes, useId } from 'react'

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  /** The field's name for everyone; hidden from sight when `hideLabel` (a placeholder never names a field). */
  label: string
  hideLabel?: boolean
  error?: string | undefined
}

export function Input({ label, hideLabel = false, error, className, ...rest }: InputProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={['pc-input', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'pc-visually-hidden' : 'pc-input__label'}>
        {label}
      </label>
      <input
        id={id}
        className="pc-input__field"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      {error ? (
        <span id={errorId} className="pc-input__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  )
}
