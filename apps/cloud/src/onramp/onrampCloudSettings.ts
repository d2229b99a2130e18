import { Keypair } from '@solana/web3.js'
import { type Hex, isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createOnrampTreasury } from './createOnrampTreasury'
import type { OnrampService } from './onrampSettings'

/** How an operator sets up the on-ramp sandbox (startCloud's `onramp`). */
export type OnrampCloudSettings = {
  /** `off` stops the sandbox provider: options and quote answer SPEC §8's fallbacks. Default `sandbox`. */
  provider?: 'sandbox' | 'off'
  /** The EVM treasury's private key (0x and 64 hex); it must hold the ETH and tokens it sells. */
  evmTreasuryKey?: string
  /** The Solana treasury's secret key: the 64 bytes of a Solana CLI keypair file. */
  solanaTreasuryKey?: Uint8Array | readonly number[]
}

/** Settings → the service routes use; a key that cannot be one is refused before the cloud starts, naming it. */
export function createOnrampService(settings: OnrampCloudSettings = {}): OnrampService {
  const provider = settings.provider ?? 'sandbox'
  if (provider !== 'sandbox' && provider !== 'off') {
    throw new Error(`onramp.provider is 'sandbox' or 'off', got ${String(provider)}`)
  }
  const { evmTreasuryKey, solanaTreasuryKey } = settings
  if (evmTreasuryKey !== undefined && !(isHex(evmTreasuryKey) && evmTreasuryKey.length === 66)) {
    throw new Error('onramp.evmTreasuryKey must be a private key: 0x and 64 hex characters')
  }
  if (solanaTreasuryKey !== undefined && solanaTreasuryKey.length !== 64) {
    throw new Error('onramp.solanaTreasuryKey must be the 64 bytes of a Solana keypair')
  }
  return {
    provider,
    treasury: createOnrampTreasury({
      ...(evmTreasuryKey ? { evm: privateKeyToAccount(evmTreasuryKey as Hex) } : {}),
      ...(solanaTreasuryKey ? { solana: Keypair.fromSecretKey(Uint8Array.from(solanaTreasuryKey)) } : {}),
    }),
  }
}
