import { Button, Input } from '@portico/ui/primitives'
import { type FormEvent, useState } from 'react'
import { type AdminProject, adminApi } from './adminApi'
import { useAdminCall } from './useAdminCall'

export type ProjectSectionProps = {
  csrf: string
  project: AdminProject
  onChanged: (project: AdminProject) => void
}

/** SPEC §6: the pages allowed to use the project; a refused origin shows the admin API's reason. */
export function AllowedOrigins({ csrf, project, onChanged }: ProjectSectionProps) {
  const [origin, setOrigin] = useState('')
  const add = useAdminCall()
  const remove = useAdminCall()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const changed = await add.run(() => adminApi.addOrigin(csrf, project.id, origin.trim()))
    if (!changed) return
    onChanged(changed)
    setOrigin('')
  }
  const removeOrigin = async (allowed: string) => {
    const changed = await remove.run(() => adminApi.removeOrigin(csrf, project.id, allowed))
    if (changed) onChanged(changed)
  }

  return (
    <section className="dashboard__card" aria-labelledby="origins-heading">
      <h2 id="origins-heading">Allowed origins</h2>
      {project.allowedOrigins.length === 0 ? (
        <p>No origin yet: the modal refuses every page until you add one.</p>
      ) : null}
      <ul className="dashboard__list" aria-label="Allowed origins">
        {project.allowedOrigins.map((allowed) => (
          <li key={allowed} className="dashboard__row">
            <code>{allowed}</code>
            <Button variant="neutral" size="sm" onClick={() => removeOrigin(allowed)}>
              Remove<span className="pc-visually-hidden"> {allowed}</span>
            </Button>
          </li>
        ))}
      </ul>
      {remove.error ? (
        <p className="dashboard__error" role="alert">
          {remove.error}
        </p>
      ) : null}
      <form className="dashboard__form" onSubmit={submit}>
        <Input
          label="Origin to allow"
          placeholder="https://app.example.com"
          required
          value={origin}
          onChange={(event) => setOrigin(event.target.value)}
          error={add.error}
        />
        <Button type="submit" loading={add.busy} loadingLabel="Adding">
          Add origin
        </Button>
      </form>
    </section>
  )
}
