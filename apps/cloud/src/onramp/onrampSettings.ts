import type { OnrampTreasury } from './createOnrampTreasury'

/**
 * The on-ramp sandbox's provider, on (`sandbox`) or stopped (`off`: SPEC §8's fallbacks), and
 * the treasury the checkout pays from, whose accounts no wallet or test signs with.
 */
export type OnrampService = {
  provider: 'sandbox' | 'off'
  treasury: OnrampTreasury
}
