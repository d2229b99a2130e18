import { IconButton } from '../../primitives/IconButton/IconButton'
import { CloseIcon, WarningIcon } from '../../primitives/Icons/Icons'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'

/** Core's current alert (SPEC §8 catalogue) above the view, announced and dismissable. */
export function AlertBar() {
  const { client, t } = usePortico()
  const alert = useClientStore(client.stores.alerts, (state) => state.alert)
  if (!alert) return null
  return (
    <div className={`pc-alert pc-alert--${alert.variant}`} role="alert">
      <WarningIcon size={18} />
      <div className="pc-alert__text">
        <strong>{alert.shortMessage}</strong>
        {alert.longMessage ? <span>{alert.longMessage}</span> : null}
      </div>
      <IconButton
        label={t('modal.dismissAlert')}
        icon={<CloseIcon size={16} />}
        onClick={() => client.stores.alerts.getState().closeAlert()}
      />
    </div>
  )
}
