import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Spinner } from '../Spinner/Spinner'

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'accent' | 'neutral'
  size?: 'md' | 'sm'
  /** While true the button is busy: it shows a spinner named by `loadingLabel` and ignores clicks. */
  loading?: boolean
  loadingLabel?: string
  children: ReactNode
}

export function Button({
  variant = 'accent',
  size = 'md',
  loading = false,
  loadingLabel,
  disabled,
  children,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['pc-button', `pc-button--${variant}`, `pc-button--${size}`, className]
    .filter(Boolean)
    .join(' ')
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && loadingLabel ? <Spinner label={loadingLabel} size={14} /> : null}
      <span className="pc-button__label">{children}</span>
    </button>
  )
}
