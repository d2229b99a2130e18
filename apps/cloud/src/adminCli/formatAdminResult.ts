import type { AdminProject } from '../admin/adminProject'

const isProject = (value: unknown): value is AdminProject =>
  typeof value === 'object' && value !== null && 'allowedOrigins' in value && 'features' in value

function featureText(value: boolean | readonly string[]): string {
  if (value === false) return 'off'
  if (value === true) return 'on'
  return value.join(', ')
}

function projectText(project: AdminProject): string {
  return [
    `${project.id}  ${project.name}`,
    `  allowed origins: ${project.allowedOrigins.join(', ') || '(none)'}`,
    ...Object.entries(project.features).map(([key, value]) => `  ${key}: ${featureText(value)}`),
    `  featured wallets: ${project.featuredWalletIds.join(', ') || '(none)'}`,
    `  excluded wallets: ${project.excludedWalletIds.join(', ') || '(none)'}`,
    `  require passkey: ${project.requirePasskey ? 'on' : 'off'}`,
  ].join('\n')
}

/** An admin command's answer for a person; `--json` prints the answer itself instead. */
export function formatAdminResult(result: unknown): string {
  if (Array.isArray(result)) {
    if (result.length === 0) return '(no projects)'
    return result
      .map((item) => (isProject(item) ? `${item.id}  ${item.name}` : JSON.stringify(item)))
      .join('\n')
  }
  if (isProject(result)) return projectText(result)
  if (typeof result === 'object' && result !== null && 'deleted' in result)
    return `deleted ${String(result.deleted)}`
  if (typeof result === 'object' && result !== null && 'username' in result)
    return `admin ${String(result.username)} created`
  return JSON.stringify(result)
}
