import type { Queryable } from '../db/database'
import { NAME_LABEL_MAX_LENGTH, NAME_SUGGESTION_COUNT } from './nameConstants'
import type { NameSuggestion } from './nameErrors'

// Endings tried in order; each keeps SPEC §5's letters, digits and hyphens.
const ENDINGS = ['-id', '-eth', '-web3', '-wallet', '-onchain', '1', '2', '3', '7', '42', '99', '2026']

/** Alternatives to `label`, each still one DNS label. */
function candidateLabels(label: string): string[] {
  return ENDINGS.map((ending) => `${label.slice(0, NAME_LABEL_MAX_LENGTH - ending.length)}${ending}`)
}

/**
 * SPEC §3 name suggestions, Reown's way: the name asked for with whether it is taken, then free alternatives
 * (all read in one query), five in all.
 */
export async function suggestNames(db: Queryable, label: string, zone: string): Promise<NameSuggestion[]> {
  const exact = `${label}.${zone}`
  const candidates = candidateLabels(label).map((candidate) => `${candidate}.${zone}`)
  const rows = await db.query<{ name: string }>(
    'select lower(name) as name from account_names where lower(name) = any($1::text[])',
    [[exact, ...candidates]],
  )
  const taken = new Set(rows.map((row) => row.name))
  const free = candidates.filter((name) => !taken.has(name)).slice(0, NAME_SUGGESTION_COUNT - 1)
  return [{ name: exact, registered: taken.has(exact) }, ...free.map((name) => ({ name, registered: false }))]
}
