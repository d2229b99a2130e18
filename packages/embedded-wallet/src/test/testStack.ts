/** Where the browser tests find the stack that globalStack started. */
export type TestStack = {
  cloudUrl: string
  /** The secure frame, as http://localhost:<port>/ (another site than the 127.0.0.1 test page). */
  frameUrl: string
  mailUrl: string
  demoProjectId: string
  /** A project whose only allowed origin is http://localhost:*: the test page may not embed its frame. */
  strictProjectId: string
  /** A project like the demo one, for the social login tests alone (their own `auth` rate limit). */
  socialProjectId: string
  /** Another, for the social refusal tests. */
  socialRefusalsProjectId: string
  /** Another such project, for the email update tests. */
  emailUpdateProjectId: string
  /** Another, for the redirect social logins of a Telegram mini app. */
  socialRedirectProjectId: string
  /** The local OpenID provider every social provider points at (its login form takes any username). */
  oidcIssuer: string
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
