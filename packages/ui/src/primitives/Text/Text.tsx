import type { HTMLAttributes, ReactNode } from 'react'

export type TextVariant = 'title' | 'large' | 'paragraph' | 'small' | 'label'
export type TextTone = 'default' | 'muted' | 'accent' | 'error' | 'success'

export type TextProps = HTMLAttributes<HTMLElement> & {
  as?: 'p' | 'span' | 'h1' | 'h2' | 'h3' | 'div'
  variant?: TextVariant
  tone?: TextTone
  children: ReactNode
}

/** All text in the modal goes through here, so sizes follow `--portico-font-size-master`. */
export function Text({
  as: Tag = 'span',
  variant = 'paragraph',
  tone = 'default',
  className,
  ...rest
}: TextProps) {
  const classes = ['pc-text', `pc-text--${variant}`, `pc-text--${tone}`, className].filter(Boolean).join(' ')
  return <Tag className={classes} {...rest} />
}
