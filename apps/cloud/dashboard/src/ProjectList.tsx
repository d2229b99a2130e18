import { Button, Input } from '@portico/ui/primitives'
import { type FormEvent, useEffect, useState } from 'react'
import { type AdminProject, adminApi } from './adminApi'
import { CopyableId } from './CopyableId'
import { useAdminCall } from './useAdminCall'

export type ProjectListProps = {
  csrf: string
  onOpen: (projectId: string) => void
  /** The name of the project just deleted from its settings, said once back here. */
  deletedName?: string | undefined
}

/** Every project, and a form that creates one and shows its new id to copy. */
export function ProjectList({ csrf, onOpen, deletedName }: ProjectListProps) {
  const [projects, setProjects] = useState<AdminProject[] | undefined>()
  const [name, setName] = useState('')
  const [created, setCreated] = useState<AdminProject | undefined>()
  const load = useAdminCall()
  const { run } = load
  const create = useAdminCall()

  useEffect(() => {
    run(adminApi.projects).then((list) => list && setProjects(list))
  }, [run])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const project = await create.run(() => adminApi.createProject(csrf, name.trim()))
    if (!project) return
    setCreated(project)
    setName('')
    setProjects((list) => [...(list ?? []), project])
  }

  return (
    <>
      <h1>Projects</h1>
      {deletedName ? (
        <p className="dashboard__notice" role="status">
          Project “{deletedName}” deleted.
        </p>
      ) : null}
      <section className="dashboard__card" aria-labelledby="create-heading">
        <h2 id="create-heading">Create a project</h2>
        <form className="dashboard__form" onSubmit={submit}>
          <Input
            label="Project name"
            required
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={create.error}
          />
          <Button type="submit" loading={create.busy} loadingLabel="Creating">
            Create project
          </Button>
        </form>
        {created ? (
          <div className="dashboard__created" role="status">
            <p>Project “{created.name}” created. Its project id, for your site’s Portico options, is:</p>
            <CopyableId id={created.id} />
          </div>
        ) : null}
      </section>
      <section className="dashboard__card" aria-labelledby="list-heading">
        <h2 id="list-heading">Your projects</h2>
        {load.error ? (
          <p className="dashboard__error" role="alert">
            {load.error}
          </p>
        ) : null}
        {projects === undefined && !load.error ? <p>Loading projects…</p> : null}
        {projects?.length === 0 ? <p>No project yet: create the first above.</p> : null}
        <ul className="dashboard__list">
          {projects?.map((project) => (
            <li key={project.id} className="dashboard__row">
              <span>
                <strong>{project.name}</strong>
                <code className="dashboard__id">{project.id}</code>
              </span>
              <Button variant="neutral" size="sm" onClick={() => onOpen(project.id)}>
                Settings<span className="pc-visually-hidden"> of {project.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
