/** The script type of a Bitcoin address, from its prefix: what wallets that only give an address leave out. */
export function addressTypeOf(address: string): 'p2tr' | 'p2wpkh' | 'p2sh' | 'p2pkh' | undefined {
  if (/^(bc|tb|bcrt)1p/i.test(address)) return 'p2tr'
  if (/^(bc|tb|bcrt)1q/i.test(address)) return 'p2wpkh'
  if (/^[23]/.test(address)) return 'p2sh'
  if (/^[1mn]/.test(address)) return 'p2pkh'
  return undefined
}

/** sats-connect's network name for an address's prefix (testnet and signet share `tb1`). */
export function networkNameOfAddress(address: string): string | undefined {
  if (/^bcrt1/i.test(address)) return 'Regtest'
  if (/^tb1|^[2mn]/i.test(address)) return 'Testnet'
  if (/^bc1|^[13]/i.test(address)) return 'Mainnet'
  return undefined
}
