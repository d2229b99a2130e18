// `@portico/core/farcaster`: Sign In With Farcaster through the embedded wallet, a chunk of its own;
// its actions take the client.
export { connectFarcaster } from './connectFarcaster'
export { type GetFarcasterUriReturnType, getFarcasterUri } from './getFarcasterUri'
