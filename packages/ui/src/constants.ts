/** SPEC §2: the modal's width. */
export const MODAL_WIDTH_PX = 360
/** SPEC §2: the modal's z-index unless the host themes `--portico-z-index`. */
export const DEFAULT_Z_INDEX = 999
/** SPEC §9: the header title cross-fades this long. */
export const HEADER_TEXT_TRANSITION_MS = 120
/** SPEC §9: the modal's height follows its view over this long. */
export const MODAL_HEIGHT_TRANSITION_MS = 150
/** SPEC §9: a new view fades in over this long. */
export const VIEW_TRANSITION_MS = 150
/** WCAG 2.x AA for body text: the floor every text colour of the theme keeps. */
export const MIN_TEXT_CONTRAST = 4.5
/** The family name Portico's bundled Inter is declared under, so a host's own Inter never collides. */
export const BUNDLED_FONT_FAMILY = 'Portico Inter'
/** A wallet row of the All Wallets list, its gap included: the virtual list positions rows by it. */
export const WALLET_ROW_HEIGHT_PX = 64
/** The All Wallets list's scroll area at most; rows outside it (beyond the overscan) are not in the DOM. */
export const WALLET_LIST_MAX_HEIGHT_PX = 360
/** Rows kept rendered past each edge of the scroll area, so keyboard focus and fast scrolls find a row. */
export const WALLET_LIST_OVERSCAN_ROWS = 2
/** Portico's own (SPEC §9 names none): name suggestions are asked once typing pauses this long, as wallet search waits. */
export const NAME_SUGGESTION_WAIT_MS = 300
