import { parseArgs } from 'node:util'
import type { FeatureChanges } from '../admin/featureChanges'
import { DEFAULT_DATABASE_PATH } from '../constants'
import { FEATURE_FLAGS, parseFeatureOptions } from './parseFeatureOptions'

/** The admin subcommands of `portico-cloud`, each on one database. */
export type AdminCommand =
  | { kind: 'projects create'; name: string }
  | { kind: 'projects list' }
  | { kind: 'projects show'; projectId: string }
  | {
      kind: 'projects update'
      projectId: string
      name?: string
      featured?: string[]
      excluded?: string[]
      requirePasskey?: boolean
    }
  | { kind: 'projects delete'; projectId: string }
  | { kind: 'origins add' | 'origins remove'; projectId: string; origin: string }
  | { kind: 'features set'; projectId: string; changes: FeatureChanges }
  | { kind: 'admins create'; username: string; passwordFromStdin: boolean }

export type AdminCliOptions = { command: AdminCommand; database: string; json: boolean }

export const ADMIN_COMMAND_GROUPS = ['projects', 'origins', 'features', 'admins'] as const

export const ADMIN_CLI_USAGE = `Admin commands (each takes --database as the server does, and --json for machine-readable output):
  portico-cloud projects create --name <name>
  portico-cloud projects list
  portico-cloud projects show <projectId>
  portico-cloud projects update <projectId> [--name <name>] [--featured-wallets <ids>] [--excluded-wallets <ids>]
                [--require-passkey on|off]   on: a new device opens the embedded wallet only after a passkey check
  portico-cloud projects delete <projectId>
  portico-cloud origins add <projectId> <origin>       exact (https://app.example.com) or wildcard (https://*.example.com)
  portico-cloud origins remove <projectId> <origin>
  portico-cloud features set <projectId> [--email on|off|default] [--socials <list>|off|default]
                [--swaps <list>|off|default] [--onramp <list>|off|default] [--activity on|off|default]
                [--branding on|off|default] [--multi-wallet on|off|default]
  portico-cloud admins create --username <name> --password-stdin
                (the password is read from standard input, or from $PORTICO_CLOUD_ADMIN_PASSWORD)`

/** Whether the arguments name an admin command rather than starting the server. */
export function isAdminCommand(argv: readonly string[]): boolean {
  return (ADMIN_COMMAND_GROUPS as readonly string[]).includes(argv[0] ?? '')
}

const commaList = (raw: string | undefined) =>
  raw === undefined
    ? undefined
    : raw
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)

/** A setting's `on` or `off` (any case); undefined when the flag is absent. */
function onOff(raw: string | undefined, flag: string): boolean | undefined {
  if (raw === undefined) return undefined
  const value = raw.trim().toLowerCase()
  if (value === 'on') return true
  if (value === 'off') return false
  throw new Error(`--${flag} takes on or off, got "${raw}"`)
}

/** Reads an admin command; an unknown one, a missing argument or a bad value throws a message naming it. */
export function parseAdminCommand(argv: readonly string[]): AdminCliOptions {
  const [group, action, ...rest] = argv
  const kind = `${group} ${action}`
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    strict: true,
    options: {
      database: { type: 'string', default: DEFAULT_DATABASE_PATH },
      json: { type: 'boolean', default: false },
      name: { type: 'string' },
      'featured-wallets': { type: 'string' },
      'excluded-wallets': { type: 'string' },
      'require-passkey': { type: 'string' },
      username: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
      ...Object.fromEntries(Object.values(FEATURE_FLAGS).map((flag) => [flag, { type: 'string' as const }])),
    },
  })
  const positional = (index: number, name: string): string => {
    const value = positionals[index]
    if (!value) throw new Error(`portico-cloud ${kind} needs <${name}>`)
    return value
  }
  const required = (value: string | undefined, flag: string): string => {
    if (!value) throw new Error(`portico-cloud ${kind} needs --${flag}`)
    return value
  }
  const command = ((): AdminCommand => {
    switch (kind) {
      case 'projects create':
        return { kind, name: required(values.name as string | undefined, 'name') }
      case 'projects list':
        return { kind }
      case 'projects show':
      case 'projects delete':
        return { kind, projectId: positional(0, 'projectId') }
      case 'projects update': {
        const featured = commaList(values['featured-wallets'] as string | undefined)
        const excluded = commaList(values['excluded-wallets'] as string | undefined)
        const name = values.name as string | undefined
        const requirePasskey = onOff(values['require-passkey'] as string | undefined, 'require-passkey')
        if (
          name === undefined &&
          featured === undefined &&
          excluded === undefined &&
          requirePasskey === undefined
        ) {
          throw new Error(
            'portico-cloud projects update needs --name, --featured-wallets, --excluded-wallets or --require-passkey',
          )
        }
        return {
          kind,
          projectId: positional(0, 'projectId'),
          ...(name === undefined ? {} : { name }),
          ...(featured === undefined ? {} : { featured }),
          ...(excluded === undefined ? {} : { excluded }),
          ...(requirePasskey === undefined ? {} : { requirePasskey }),
        }
      }
      case 'origins add':
      case 'origins remove':
        return { kind, projectId: positional(0, 'projectId'), origin: positional(1, 'origin') }
      case 'features set': {
        const changes = parseFeatureOptions(values)
        if (Object.keys(changes).length === 0) {
          throw new Error(
            `portico-cloud features set needs at least one of ${Object.values(FEATURE_FLAGS)
              .map((flag) => `--${flag}`)
              .join(', ')}`,
          )
        }
        return { kind, projectId: positional(0, 'projectId'), changes }
      }
      case 'admins create':
        return {
          kind,
          username: required(values.username as string | undefined, 'username'),
          passwordFromStdin: values['password-stdin'] as boolean,
        }
      default:
        throw new Error(`unknown command "portico-cloud ${kind}"\n\n${ADMIN_CLI_USAGE}`)
    }
  })()
  return { command, database: values.database as string, json: values.json as boolean }
}
