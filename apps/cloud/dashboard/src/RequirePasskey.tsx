import type { ProjectSectionProps } from './AllowedOrigins'
import { adminApi } from './adminApi'
import { useAdminCall } from './useAdminCall'

/** Whether a new device opens the embedded wallet only after a passkey check, not with an email code alone. */
export function RequirePasskey({ csrf, project, onChanged }: ProjectSectionProps) {
  const change = useAdminCall()
  const toggle = async (on: boolean) => {
    const changed = await change.run(() => adminApi.setRequirePasskey(csrf, project.id, on))
    if (changed) onChanged(changed)
  }
  return (
    <section className="dashboard__card" aria-labelledby="new-devices-heading">
      <h2 id="new-devices-heading">New devices</h2>
      <label className="dashboard__switch">
        <input
          type="checkbox"
          checked={project.requirePasskey}
          disabled={change.busy}
          onChange={(event) => toggle(event.target.checked)}
        />
        Require a passkey to open the embedded wallet on a new device
      </label>
      {change.error ? (
        <p className="dashboard__error" role="alert">
          {change.error}
        </p>
      ) : null}
    </section>
  )
}
