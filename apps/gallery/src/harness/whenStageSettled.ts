const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/**
 * Resolves once `settled` holds and every image and font in the stage has loaded, so a screenshot
 * never catches a half-drawn story. Gives up after `frames` frames (the checker then fails the story).
 */
export async function whenStageSettled(
  root: ParentNode,
  settled: () => boolean,
  frames = 600,
): Promise<boolean> {
  for (let frame = 0; frame < frames; frame++) {
    const images = Array.from(root.querySelectorAll('img'))
    if (settled() && images.every((image) => image.complete)) {
      await document.fonts.ready
      await nextFrame()
      return true
    }
    await nextFrame()
  }
  return false
}
