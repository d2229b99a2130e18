import { adoptStyles, baseCss, buildThemeTokens, primitivesCss } from '@portico/ui/primitives'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { themeTokensCss } from './themeTokensCss'

// The product's look: @portico/ui's tokens and primitives' CSS, as constructed sheets (no inline style under the CSP).
adoptStyles(document, themeTokensCss(buildThemeTokens('light')))
adoptStyles(document, baseCss)
adoptStyles(document, primitivesCss)

const root = document.getElementById('root')
if (!root) throw new Error('the dashboard page has no #root element')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
