import { CLI_ACTOR } from '../admin/adminConstants'
import { migrate } from '../db/migrate'
import { openDatabase } from '../db/openDatabase'
import { formatAdminResult } from './formatAdminResult'
import { parseAdminCommand } from './parseAdminCommand'
import { runAdminCommand } from './runAdminCommand'

export type RunAdminCliParameters = {
  argv: readonly string[]
  /** The whole of standard input (the password of `admins create --password-stdin`). */
  readStdin: () => Promise<string>
  env: NodeJS.ProcessEnv
  write: (text: string) => void
}

/**
 * `portico-cloud projects|origins|features|admins …`: one command on the database the server uses
 * (migrated first, so a fresh one works), recorded in the audit log as the CLI.
 */
export async function runAdminCli({ argv, readStdin, env, write }: RunAdminCliParameters): Promise<void> {
  const { command, database, json } = parseAdminCommand(argv)
  const db = await openDatabase(database)
  try {
    await migrate(db)
    const readPassword = async () => {
      if (command.kind === 'admins create' && command.passwordFromStdin)
        return (await readStdin()).replace(/\r?\n$/, '')
      const fromEnv = env.PORTICO_CLOUD_ADMIN_PASSWORD
      if (!fromEnv)
        throw new Error(
          'give the password on standard input with --password-stdin, or in $PORTICO_CLOUD_ADMIN_PASSWORD',
        )
      return fromEnv
    }
    const result = await runAdminCommand({ db, actor: CLI_ACTOR, now: Date.now }, command, readPassword)
    write(json ? JSON.stringify(result, null, 2) : formatAdminResult(result))
  } finally {
    await db.close()
  }
}
