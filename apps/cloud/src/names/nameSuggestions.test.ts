import { isValidAccountName } from '@portico/core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Database } from '../db/database'
import { migrate } from '../db/migrate'
import { openDatabase } from '../db/openDatabase'
import { suggestNames } from './nameSuggestions'

const ZONE = 'portico.test'
let db: Database
beforeAll(async () => {
  db = await openDatabase('memory://')
  await migrate(db)
  const taken = ['dave', 'dave-id', 'DAVE-ETH']
  for (const label of taken)
    await db.query('insert into account_names (name, address) values ($1, $2)', [
      `${label}.${ZONE}`,
      '0x000000000000000000000000000000000000dEaD',
    ])
})
afterAll(() => db?.close())

test('the name asked for comes first with whether it is taken, then four free ones, taken ones skipped', async () => {
  const suggestions = await suggestNames(db, 'dave', ZONE)
  expect(suggestions[0]).toEqual({ name: `dave.${ZONE}`, registered: true })
  expect(suggestions.slice(1).map((entry) => entry.name)).toEqual([
    `dave-web3.${ZONE}`,
    `dave-wallet.${ZONE}`,
    `dave-onchain.${ZONE}`,
    `dave1.${ZONE}`,
  ])
})

test('every suggestion of the longest label is still one valid label (SPEC §5, 63 characters)', async () => {
  const label = 'a'.repeat(63)
  for (const { name } of await suggestNames(db, label, ZONE)) {
    const suggested = name.slice(0, -`.${ZONE}`.length)
    expect(suggested.length).toBeLessThanOrEqual(63)
    expect(isValidAccountName(suggested)).toBe(true)
  }
})
