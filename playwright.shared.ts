/**
 * The one way every Playwright in the repo launches a browser: Debian's Chromium (this machine cannot
 * download one; PORTICO_CHROMIUM points elsewhere), with the background services that would reach the
 * outside network turned off.
 */
export function chromiumLaunchOptions(extraArgs: readonly string[] = []) {
  return {
    executablePath: process.env.PORTICO_CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  }
}
