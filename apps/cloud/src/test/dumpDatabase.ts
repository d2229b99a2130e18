import type { Queryable } from '../db/database'

/** Every row of every table of the database's schema, as an attacker holding a copy would read it. */
export async function dumpDatabase(db: Queryable): Promise<Record<string, Record<string, unknown>[]>> {
  const tables = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  )
  const dump: Record<string, Record<string, unknown>[]> = {}
  for (const { table_name } of tables) dump[table_name] = await db.query(`select * from "${table_name}"`)
  return dump
}

/**
 * Every value of a dump as hex, decoded every way a secret could have been written: raw text, hex,
 * base64 or base64url text, binary columns. A byte string is in the dump when its hex is in one of these.
 */
export function dumpAsHex(dump: unknown): string[] {
  const found: string[] = []
  const visit = (value: unknown): void => {
    if (value === null || value === undefined) return
    if (value instanceof Uint8Array) found.push(Buffer.from(value).toString('hex'))
    else if (value instanceof Date) found.push(Buffer.from(value.toISOString()).toString('hex'))
    else if (Array.isArray(value)) value.forEach(visit)
    else if (typeof value === 'object') Object.values(value).forEach(visit)
    else {
      const text = String(value)
      found.push(Buffer.from(text).toString('hex'))
      if (/^[0-9a-fA-F]+$/.test(text) && text.length % 2 === 0) found.push(text.toLowerCase())
      if (/^[A-Za-z0-9+/_=-]+$/.test(text)) found.push(Buffer.from(text, 'base64').toString('hex'))
    }
  }
  visit(dump)
  return found
}

/** Whether any value of the dump holds `secret`, in any of the encodings of dumpAsHex. */
export function dumpHolds(hexValues: readonly string[], secret: Uint8Array | string): boolean {
  const needle = Buffer.from(secret).toString('hex')
  // A match must start on a byte boundary to be those bytes.
  return hexValues.some((value) => {
    for (let at = value.indexOf(needle); at !== -1; at = value.indexOf(needle, at + 1)) {
      if (at % 2 === 0) return true
    }
    return false
  })
}
