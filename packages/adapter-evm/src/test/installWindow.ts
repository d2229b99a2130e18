import { Window } from 'happy-dom'

// @wagmi/core's injected connector returns no provider unless a global `window` exists (it reads
// `typeof window`); a real happy-dom Window stands in for the page. Tests keep Node's fetch.
if (typeof globalThis.window === 'undefined')
  Object.defineProperty(globalThis, 'window', { value: new Window(), configurable: true })
