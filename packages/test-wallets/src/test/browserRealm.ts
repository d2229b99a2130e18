import { createContext, runInContext } from 'node:vm'

/** A realm with what a browser page has and nothing of Node's: no Buffer, process, require or module. */
export function browserRealm(href = 'http://127.0.0.1:5173/') {
  const storage = new Map<string, string>()
  const realm = createContext({
    console,
    fetch,
    crypto,
    setTimeout,
    clearTimeout,
    queueMicrotask,
    TextEncoder,
    TextDecoder,
    URL,
    atob,
    btoa,
    EventTarget,
    Event,
    CustomEvent,
    location: new URL(href),
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
  })
  // about:blank has an opaque origin: reading its storage throws SecurityError, as in Chromium.
  if (href.startsWith('about:'))
    Object.defineProperty(realm, 'localStorage', {
      get: () => {
        throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError')
      },
    })
  // The page's window is its global object, and it dispatches events like a DOM window. Its TextEncoder
  // gives the page's own Uint8Arrays, as a browser's does (Node's are another realm's, which `instanceof`
  // checks in libraries such as @polkadot/util do not recognise).
  runInContext(
    `const hostEncoder = new TextEncoder();
     globalThis.TextEncoder = class TextEncoder {
       get encoding() { return 'utf-8' }
       encode(input = '') { return new Uint8Array(hostEncoder.encode(input)) }
     };
     const events = new EventTarget();
     globalThis.window = globalThis; globalThis.self = globalThis;
     globalThis.addEventListener = events.addEventListener.bind(events);
     globalThis.removeEventListener = events.removeEventListener.bind(events);
     globalThis.dispatchEvent = events.dispatchEvent.bind(events);`,
    realm,
  )
  return realm
}
