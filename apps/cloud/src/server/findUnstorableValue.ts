const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
/**
 * Levels of arrays and objects a request may nest: no SDK or admin body nests more than a few, and the
 * audit log's and analytics' JSON.stringify overflow the stack at a few thousand.
 */
const MAX_JSON_DEPTH = 64

/** A NUL, or half of a UTF-16 surrogate pair: PostgreSQL's text and jsonb hold neither (it fails the query). */
function isUnstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text)
}

/**
 * Where in a validated value (a JSON pointer such as `/props/note`) the first string, key or number the
 * database cannot store is, or the first level past MAX_JSON_DEPTH; undefined when there is none. A number
 * is unstorable when it is not finite, which JSON cannot say but the query's coercion makes of 400 digits,
 * and which passes every minimum and maximum. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function findUnstorableValue(value: unknown): string | undefined {
  const pending: [unknown, string, number][] = [[value, '', 0]]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, pointer, depth] = next
    if (typeof item === 'string') {
      if (isUnstorable(item)) return pointer
    } else if (typeof item === 'number') {
      if (!Number.isFinite(item)) return pointer
    } else if (item !== null && typeof item === 'object') {
      if (depth === MAX_JSON_DEPTH) return pointer
      for (const [key, entry] of Object.entries(item)) {
        const at = `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`
        if (isUnstorable(key)) return at
        pending.push([entry, at, depth + 1])
      }
    }
  }
  return undefined
}
