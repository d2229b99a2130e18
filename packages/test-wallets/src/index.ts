// @portico/test-wallets: real wallets for tests and the demo. EVM: an EIP-1193 wallet on real keys.
export * from './evm/index'
