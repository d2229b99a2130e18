/** Taproot (BIP-86) addresses: mainnet, testnet/signet and regtest prefixes. */
export const isTaprootAddress = (address: string) => /^(bc|tb|bcrt)1p/i.test(address)

export type BitcoinMessageProtocol = 'bip322' | 'ecdsa'

/**
 * How a Bitcoin message is signed for an address, by an injected wallet or over WalletConnect alike:
 * BIP-322 for taproot (no ECDSA key-recovery form exists for it), ECDSA (BIP-137) for the rest, which
 * wallets and verifiers of those signatures read.
 */
export const bitcoinMessageProtocol = (address: string): BitcoinMessageProtocol =>
  isTaprootAddress(address) ? 'bip322' : 'ecdsa'
