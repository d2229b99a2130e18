import type { ThemeTokens } from '@portico/ui/primitives'

/** @portico/ui's theme tokens as one :root rule, so the dashboard's stylesheet reads the same --pc-* properties as the modal. */
export function themeTokensCss(tokens: ThemeTokens): string {
  const declarations = Object.entries(tokens).map(([name, value]) => `${name}: ${value};`)
  return `:root { ${declarations.join(' ')} }`
}
