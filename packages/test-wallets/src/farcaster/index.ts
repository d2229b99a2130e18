export { type FarcasterAppSignIn, signInAsFarcasterApp } from './signInAsFarcasterApp'
