/**
 * The frame while no approval is shown: in the page (it holds the keys and answers), invisible, untouchable,
 * and laid out at the modal's width so the height it reports is the one it will need.
 */
export const FRAME_HIDDEN_STYLE =
  'position:fixed;top:0;left:0;width:360px;height:0;border:0;visibility:hidden;pointer-events:none'

/** Above everything of the page, the modal included, so nothing the page draws covers what is approved. */
const TOPMOST_Z_INDEX = 2147483647

/** The frame shown over a view's content box (viewport pixels), as tall as its approval view. */
export function shownFrameStyle(rect: { top: number; left: number; width: number }, height: number): string {
  const px = (value: number) => `${Math.round(value)}px`
  return [
    'position:fixed',
    `top:${px(rect.top)}`,
    `left:${px(rect.left)}`,
    `width:${px(rect.width)}`,
    `height:${px(height)}`,
    'border:0',
    'visibility:visible',
    'background:transparent',
    'color-scheme:normal',
    `z-index:${TOPMOST_Z_INDEX}`,
  ].join(';')
}
