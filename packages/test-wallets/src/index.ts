// @portico/test-wallets: real wallets for tests and the demo, one per namespace.
export * from './bitcoin/index'
export * from './cosmos/index'
export * from './evm/index'
export * from './farcaster/index'
export * from './polkadot/index'
export * from './solana/index'
export * from './walletconnect/index'
