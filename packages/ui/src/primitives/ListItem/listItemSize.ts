/** A wallet row's height: its 40 px image and 8 px padding above and below; skeletons and kept space match it. */
export const WALLET_ROW_HEIGHT = 56
