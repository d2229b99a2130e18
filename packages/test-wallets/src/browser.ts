// @portico/test-wallets/browser: one script for Playwright's `page.addInitScript({ path })`.
import { installFromInitScript } from './browser/installFromInitScript'

// An init script's error would only surface as a page error: say it plainly in the console instead.
installFromInitScript(window)?.catch((error: unknown) =>
  console.warn('Portico Devnet Wallet not installed:', error),
)
