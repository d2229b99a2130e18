import { Button, Input } from '@portico/ui/primitives'
import { type FormEvent, useState } from 'react'
import { type AdminProject, adminApi } from './adminApi'
import { useAdminCall } from './useAdminCall'

export type DeleteProjectProps = { csrf: string; project: AdminProject; onDeleted: () => void }

/** Deletes the project once its name is typed again, so a slip of the mouse cannot take a site offline. */
export function DeleteProject({ csrf, project, onDeleted }: DeleteProjectProps) {
  const [typed, setTyped] = useState('')
  const remove = useAdminCall()
  const confirmed = typed.trim() === project.name
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!confirmed) return
    const deleted = await remove.run(() => adminApi.deleteProject(csrf, project.id).then(() => true))
    if (deleted) onDeleted()
  }
  return (
    <section className="dashboard__card dashboard__card--danger" aria-labelledby="delete-heading">
      <h2 id="delete-heading">Delete project</h2>
      <p>
        Sites using this project id stop working at once: the cloud answers “invalid key”. Its features,
        events and sessions go with it; its audit log entries stay.
      </p>
      <form className="dashboard__form" onSubmit={submit}>
        <Input
          label={`Type “${project.name}” to confirm`}
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={remove.error}
        />
        <Button type="submit" loading={remove.busy} loadingLabel="Deleting" disabled={!confirmed}>
          Delete this project
        </Button>
      </form>
    </section>
  )
}
