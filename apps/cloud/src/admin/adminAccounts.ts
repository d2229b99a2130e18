import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db/database'
import { HttpError } from '../errors'
import {
  ADMIN_PASSWORD_MAX_LENGTH,
  ADMIN_PASSWORD_MIN_LENGTH,
  ADMIN_USERNAME_PATTERN,
} from './adminConstants'
import type { AdminContext } from './adminContext'
import { INVALID_USERNAME_MESSAGE, PASSWORD_LENGTH_MESSAGE, USERNAME_TAKEN_MESSAGE } from './adminErrors'
import { recordChange } from './auditLog'
import { hashOfNoAccount, hashPassword, verifyPassword } from './passwordHash'

/** An admin account as the API shows it: never its password hash. */
export type Admin = { id: string; username: string; createdAt: string }

export type CreateAdminParameters = { username: string; password: string }

type AdminRow = { id: string; username: string; password_hash: string; created_at: Date }

const toAdmin = (row: AdminRow): Admin => ({
  id: row.id,
  username: row.username,
  createdAt: new Date(row.created_at).toISOString(),
})

/** A new admin account; 400 for a bad username or a short password, 409 when the username is taken. */
export async function createAdmin(
  context: AdminContext,
  { username, password }: CreateAdminParameters,
  /** Runs in the account's transaction before it is inserted (the bootstrap checks no admin exists yet). */
  precondition?: (tx: Queryable) => Promise<void>,
): Promise<Admin> {
  const name = username.trim().toLowerCase()
  if (!new RegExp(ADMIN_USERNAME_PATTERN).test(name)) throw new HttpError(400, INVALID_USERNAME_MESSAGE)
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH || password.length > ADMIN_PASSWORD_MAX_LENGTH) {
    throw new HttpError(400, PASSWORD_LENGTH_MESSAGE)
  }
  const passwordHash = await hashPassword(password)
  return context.db.transaction(async (tx) => {
    await precondition?.(tx)
    const [row] = await tx.query<AdminRow>(
      `insert into admins (id, username, password_hash, created_at) values ($1, $2, $3, $4)
       on conflict (username) do nothing returning id, username, password_hash, created_at`,
      [randomUUID(), name, passwordHash, new Date(context.now())],
    )
    if (!row) throw new HttpError(409, USERNAME_TAKEN_MESSAGE)
    await recordChange(tx, context, { action: 'admin.create', details: { username: name } })
    return toAdmin(row)
  })
}

/** The admin whose username and password these are; undefined otherwise, after the same work either way. */
export async function findAdminByPassword(
  db: Queryable,
  username: string,
  password: string,
): Promise<Admin | undefined> {
  // Made before the lookup, so even the first sign-in of an unknown name costs what a known one does.
  const noAccount = await hashOfNoAccount()
  const [row] = await db.query<AdminRow>(
    'select id, username, password_hash, created_at from admins where username = $1',
    [username.trim().toLowerCase()],
  )
  const matches = await verifyPassword(password, row?.password_hash ?? noAccount)
  return row && matches ? toAdmin(row) : undefined
}

/** How many admin accounts exist (the bootstrap is open only while there are none). */
export async function countAdmins(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: number }>('select count(*)::integer as count from admins')
  return row?.count ?? 0
}
