import type { ButtonHTMLAttributes, ReactNode } from 'react'

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> & {
  /** Required: an icon alone has no name, so the button carries one. */
  label: string
  icon: ReactNode
}

export function IconButton({ label, icon, className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      className={['pc-icon-button', className].filter(Boolean).join(' ')}
      aria-label={label}
      {...rest}
    >
      {icon}
    </button>
  )
}
