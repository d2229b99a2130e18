import { Buffer } from 'buffer'

/**
 * @solana/spl-token reads a global `Buffer`, which browsers lack; it gets the same polyfill
 * @solana/web3.js imports. Called only where spl-token is used, and never replaces a page's own.
 */
export function provideBufferGlobal(): void {
  const scope = globalThis as { Buffer?: unknown }
  scope.Buffer ??= Buffer
}
