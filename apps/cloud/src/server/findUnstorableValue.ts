const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** A NUL, or half of a UTF-16 surrogate pair: PostgreSQL's text and jsonb hold neither (it fails the query). */
function isUnstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text)
}

/**
 * Where in a validated value (a JSON pointer such as `/props/note`) the first string, key or number the
 * database cannot store is; undefined when there is none. A number is unstorable when it is not finite, which
 * JSON cannot say but the query's coercion makes of 400 digits, and which passes every minimum and maximum.
 * Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function findUnstorableValue(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, pointer] = next
    if (typeof item === 'string') {
      if (isUnstorable(item)) return pointer
    } else if (typeof item === 'number') {
      if (!Number.isFinite(item)) return pointer
    } else if (item !== null && typeof item === 'object') {
      for (const [key, entry] of Object.entries(item)) {
        const at = `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`
        if (isUnstorable(key)) return at
        pending.push([entry, at])
      }
    }
  }
  return undefined
}
