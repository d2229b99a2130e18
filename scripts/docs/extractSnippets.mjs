const FENCE = /^```(ts|tsx)\s*$/

/**
 * The ```ts and ```tsx blocks of a Markdown text, with the line each starts on, so a type error
 * points back at the README. Indented fences (inside list items) count too.
 */
export function extractSnippets(markdown) {
  const snippets = []
  let open
  markdown.split('\n').forEach((line, index) => {
    const trimmed = line.trim()
    if (!open) {
      const match = FENCE.exec(trimmed)
      if (match)
        open = { lang: match[1], line: index + 2, indent: line.length - line.trimStart().length, body: [] }
      return
    }
    if (trimmed === '```') {
      snippets.push({ lang: open.lang, line: open.line, code: open.body.join('\n') })
      open = undefined
      return
    }
    open.body.push(line.slice(Math.min(open.indent, line.length - line.trimStart().length)))
  })
  return snippets
}
