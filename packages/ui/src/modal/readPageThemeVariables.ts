import type { ThemeVariables } from '@portico/core'

const STRING_VARIABLES = [
  '--portico-accent',
  '--portico-color-mix',
  '--portico-font-family',
  '--portico-font-size-master',
  '--portico-border-radius-master',
  '--portico-qr-color',
] as const
const NUMBER_VARIABLES = ['--portico-color-mix-strength', '--portico-z-index'] as const

/** The public theme variables as the host page's CSS sets them on (or above) the modal's element. */
export function readPageThemeVariables(element: Element): ThemeVariables {
  const style = getComputedStyle(element)
  const variables: ThemeVariables = {}
  for (const name of STRING_VARIABLES) {
    const value = style.getPropertyValue(name).trim()
    if (value) variables[name] = value
  }
  for (const name of NUMBER_VARIABLES) {
    const value = Number.parseFloat(style.getPropertyValue(name))
    if (Number.isFinite(value)) variables[name] = value
  }
  return variables
}
