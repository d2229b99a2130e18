import type { IdentifierString, WalletAccount } from '@wallet-standard/base'

// The Wallet Standard's Bitcoin features as wallets implement them (Exodus's bitcoin-wallet-standard, which
// Phantom and MetaMask follow); its published package types `bitcoin:connect` only, so the rest are here.

export type BitcoinConnectFeature = {
  readonly 'bitcoin:connect': {
    readonly version: string
    connect(input: {
      purposes: ('payment' | 'ordinals')[]
    }): Promise<{ readonly accounts: readonly WalletAccount[] }>
  }
}

export type BitcoinSignMessageFeature = {
  readonly 'bitcoin:signMessage': {
    readonly version: string
    signMessage(
      ...inputs: readonly { account: WalletAccount; message: Uint8Array }[]
    ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
  }
}

export type BitcoinSignTransactionFeature = {
  readonly 'bitcoin:signTransaction': {
    readonly version: string
    signTransaction(
      ...inputs: readonly {
        psbt: Uint8Array
        chain: IdentifierString
        inputsToSign: { account: WalletAccount; signingIndexes: number[]; sigHash?: number }[]
      }[]
    ): Promise<readonly { signedPsbt: Uint8Array }[]>
  }
}
