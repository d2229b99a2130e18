import { CheckIcon, WarningIcon } from '../../primitives/Icons/Icons'
import { Spinner } from '../../primitives/Spinner/Spinner'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'

/** Core's banner (SPEC §3, §4): success, loading, error or info; errors interrupt, others wait their turn. */
export function Snackbar() {
  const { client, t } = usePortico()
  const banner = useClientStore(client.stores.alerts, (state) => state.banner)
  if (!banner.open) return null
  const icon =
    banner.variant === 'loading' ? (
      <Spinner label={t('modal.loading')} size={16} />
    ) : banner.variant === 'success' ? (
      <CheckIcon size={16} />
    ) : (
      <WarningIcon size={16} />
    )
  return (
    <div
      className={`pc-snackbar pc-snackbar--${banner.variant}`}
      role={banner.variant === 'error' ? 'alert' : 'status'}
    >
      {icon}
      <span>{banner.message}</span>
    </div>
  )
}
