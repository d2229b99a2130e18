import { Button, Input } from '@portico/ui/primitives'
import { type FormEvent, useState } from 'react'
import type { ProjectSectionProps } from './AllowedOrigins'
import { adminApi } from './adminApi'
import { useAdminCall } from './useAdminCall'

/** The project's name as the dashboard and the audit log show it; the project id never changes. */
export function RenameProject({ csrf, project, onChanged }: ProjectSectionProps) {
  const [name, setName] = useState(project.name)
  const rename = useAdminCall()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const changed = await rename.run(() => adminApi.renameProject(csrf, project.id, name))
    if (changed) onChanged(changed)
  }
  return (
    <section className="dashboard__card" aria-labelledby="name-heading">
      <h2 id="name-heading">Name</h2>
      <form className="dashboard__form" onSubmit={submit}>
        <Input
          label="New name"
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={rename.error}
        />
        <Button
          type="submit"
          variant="neutral"
          loading={rename.busy}
          loadingLabel="Renaming"
          disabled={name.trim() === project.name}
        >
          Rename project
        </Button>
      </form>
    </section>
  )
}
