import { Button } from '@portico/ui/primitives'
import { useEffect, useState } from 'react'
import { AllowedOrigins } from './AllowedOrigins'
import { type AdminProject, adminApi } from './adminApi'
import { CopyableId } from './CopyableId'
import { DeleteProject } from './DeleteProject'
import { FeatureSwitches } from './FeatureSwitches'
import { ProjectAnalytics } from './ProjectAnalytics'
import { ProjectErrors } from './ProjectErrors'
import { ProjectWallets } from './ProjectWallets'
import { RenameProject } from './RenameProject'
import { RequirePasskey } from './RequirePasskey'
import { useAdminCall } from './useAdminCall'

export type ProjectSettingsProps = {
  csrf: string
  projectId: string
  onBack: () => void
  onDeleted: (project: AdminProject) => void
}

/** One project's settings: its id and name, allowed origins (SPEC §6), remote features (SPEC §1/§9), new devices' passkey check, analytics. */
export function ProjectSettings({ csrf, projectId, onBack, onDeleted }: ProjectSettingsProps) {
  const [project, setProject] = useState<AdminProject | undefined>()
  const load = useAdminCall()
  const { run } = load

  useEffect(() => {
    run(() => adminApi.project(projectId)).then((answer) => answer && setProject(answer))
  }, [projectId, run])

  return (
    <>
      <Button variant="neutral" size="sm" onClick={onBack}>
        Back to projects
      </Button>
      <h1>{project ? `${project.name} settings` : 'Project settings'}</h1>
      {load.error ? (
        <p className="dashboard__error" role="alert">
          {load.error}
        </p>
      ) : null}
      {project ? (
        <>
          <section className="dashboard__card" aria-labelledby="id-heading">
            <h2 id="id-heading">Project id</h2>
            <CopyableId id={project.id} />
          </section>
          <RenameProject csrf={csrf} project={project} onChanged={setProject} />
          <AllowedOrigins csrf={csrf} project={project} onChanged={setProject} />
          <FeatureSwitches csrf={csrf} project={project} onChanged={setProject} />
          <RequirePasskey csrf={csrf} project={project} onChanged={setProject} />
          <ProjectWallets csrf={csrf} project={project} onChanged={setProject} />
          <ProjectAnalytics projectId={project.id} />
          <ProjectErrors projectId={project.id} />
          <DeleteProject csrf={csrf} project={project} onDeleted={() => onDeleted(project)} />
        </>
      ) : null}
    </>
  )
}
