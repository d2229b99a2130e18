/**
 * How a story's screenshot is compared with its baseline, for every check and for the test that
 * proves a real change still fails (comparison.e2e.ts). Measured (gallery README, "Screenshots"):
 * the same build differed by 0 pixels across runs, machine fonts and CPU load; the smallest real
 * change tried (two letters swapped in a 12 px label) differs by 41 pixels, and raising one colour
 * channel by 16/255 moves a pixel 0.034 in this distance.
 */
export const SCREENSHOT_COMPARISON = {
  animations: 'disabled',
  caret: 'hide',
  // Per-pixel colour distance (YIQ, 0–1) below which two pixels count as the same: under a 16/255 shift.
  threshold: 0.03,
  // Pixels allowed past that distance: edge noise of another CPU's rasteriser, a fifth of two swapped letters.
  maxDiffPixels: 8,
} as const
