// `@portico/react/server`: what a server component may call. This entry has no 'use client', unlike the
// main one, whose functions a server component could only pass on, not call.
export { cookieToInitialState, type InitialAccount, type PorticoInitialState } from '@portico/core'
