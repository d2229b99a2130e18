import type { ThemeTokens } from './buildThemeTokens'

/** Writes the tokens as inline custom properties, so they win over anything inherited from the page. */
export function applyThemeTokens(element: HTMLElement, tokens: ThemeTokens): void {
  for (const [name, value] of Object.entries(tokens)) element.style.setProperty(name, value)
}
