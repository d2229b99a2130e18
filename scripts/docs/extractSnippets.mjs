// A title in brackets (```tsx [app/page.tsx]) names the block's file, as VitePress shows it.
const FENCE = /^```(ts|tsx)(?:\s+\[([^\]\s]+)\])?\s*$/

/**
 * The ```ts and ```tsx blocks of a Markdown text, with the line each starts on, so a type error
 * points back at the README, and the file its title names, if any. Indented fences (inside list items) count too.
 */
export function extractSnippets(markdown) {
  const snippets = []
  let open
  markdown.split('\n').forEach((line, index) => {
    const trimmed = line.trim()
    if (!open) {
      const match = FENCE.exec(trimmed)
      if (match)
        open = {
          lang: match[1],
          line: index + 2,
          indent: line.length - line.trimStart().length,
          body: [],
          ...(match[2] && { file: match[2] }),
        }
      return
    }
    if (trimmed === '```') {
      const { lang, line: start, file, body } = open
      snippets.push({ lang, line: start, code: body.join('\n'), ...(file && { file }) })
      open = undefined
      return
    }
    open.body.push(line.slice(Math.min(open.indent, line.length - line.trimStart().length)))
  })
  return snippets
}
