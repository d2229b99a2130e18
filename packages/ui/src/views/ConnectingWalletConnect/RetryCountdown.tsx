import { usePortico } from '../../state/PorticoContext'
import { useNow } from './useNow'

const TICK_MS = 1_000

/** "Trying again in 4 s", counting down to the view's next attempt on an unreachable relay. */
export function RetryCountdown({ atMs }: { atMs: number | undefined }) {
  const { t } = usePortico()
  // Re-rendered each second; the clock is read at render so the first figure is never a second early.
  useNow(TICK_MS)
  const seconds = atMs === undefined ? 0 : Math.max(0, Math.ceil((atMs - Date.now()) / 1_000))
  return (
    <>
      {seconds > 0
        ? t('walletConnect.retryingIn', { seconds: String(seconds) })
        : t('walletConnect.retrying')}
    </>
  )
}
