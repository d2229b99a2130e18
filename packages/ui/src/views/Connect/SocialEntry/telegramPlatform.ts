/** The Telegram mini app's platform ('ios', 'android', 'macos', ...) when the page is one (SPEC §5). */
export function telegramPlatform(): string | undefined {
  const page = globalThis as { Telegram?: { WebApp?: { platform?: unknown } } }
  const platform = page.Telegram?.WebApp?.platform
  return typeof platform === 'string' ? platform : undefined
}
