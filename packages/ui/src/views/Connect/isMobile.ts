/** A touch-first device counts as mobile for SPEC §5's Browser Wallet rule and the allWallets option. */
export const isMobile = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches
