/**
 * The origin of the page that embeds the frame, as the browser reports it: `location.ancestorOrigins`
 * (Chromium, WebKit), else the referrer's origin. Undefined when the frame is not embedded.
 */
export function embeddingOrigin(frameWindow: Window): string | undefined {
  if (frameWindow.parent === frameWindow) return undefined
  const ancestor = frameWindow.location.ancestorOrigins?.[0]
  if (ancestor) return ancestor
  try {
    return frameWindow.document.referrer ? new URL(frameWindow.document.referrer).origin : undefined
  } catch {
    return undefined
  }
}
