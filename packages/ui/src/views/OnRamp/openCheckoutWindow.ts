/**
 * Opens the window the checkout will load in, synchronously inside the click so no popup blocker stops it
 * (the checkout's URL is only known once the cloud answers). Null when the browser refused anyway.
 */
export function openCheckoutWindow(): Window | null {
  const opened = window.open('', '_blank')
  // The checkout is another origin's page: it gets no handle back to the host's window.
  if (opened) opened.opener = null
  return opened
}

/** Sends the opened window to the checkout, or opens it now when the first open was refused. */
export function showCheckout(opened: Window | null, url: string): void {
  if (opened && !opened.closed) opened.location.href = url
  else window.open(url, '_blank', 'noopener')
}
