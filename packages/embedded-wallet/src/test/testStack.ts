/** Where the browser tests find the stack that globalStack started. */
export type TestStack = {
  cloudUrl: string
  /** The secure frame, as http://localhost:<port>/ (another site than the 127.0.0.1 test page). */
  frameUrl: string
  mailUrl: string
  demoProjectId: string
  /** A project whose only allowed origin is http://localhost:*: the test page may not embed its frame. */
  strictProjectId: string
  /** A project of its own for core's AUTH connector tests (same origins as the demo's), so sessions never mix. */
  coreProjectId: string
  evm: { chainId: number; rpcUrl: string }[]
  solanaRpcUrl: string
  /** A third origin: frames that never get ready, get ready and go silent, or forge messages. */
  pagesUrl: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: TestStack
  }
}
