import { type Browser, chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../../../playwright.shared'

/** The repo's one Chromium launch, headless, for the bench's measurements. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ ...chromiumLaunchOptions(), headless: true })
}
