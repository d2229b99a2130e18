import { readFileSync } from 'node:fs'
import { join } from 'node:path'

// `ARCHITECTURE.md "Loading"`: a comment naming the section it relies on by its title.
const CITATION = /ARCHITECTURE\.md "([^"]+)"/g

/** The `## ` titles of a markdown document, in order. */
export function sectionTitles(markdown) {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('## '))
    .map((line) => line.slice(3).trim())
}

/** The text of the section titled `title`, up to the next `## `; undefined when there is none. */
export function sectionText(markdown, title) {
  const parts = markdown.split(/^## /m)
  const section = parts.find((part) => part.split('\n')[0].trim() === title)
  return section === undefined ? undefined : section.slice(section.indexOf('\n') + 1)
}

/** Each quoted section title cited in `files` (relative to `root`) that `titles` lacks: "path:line cites …". */
export function unresolvedArchitectureCitations(root, files, titles) {
  const known = new Set(titles)
  const problems = []
  for (const file of files)
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((content, index) => {
        for (const [, title] of content.matchAll(CITATION))
          if (!known.has(title))
            problems.push(`${file}:${index + 1} cites ARCHITECTURE.md "${title}", which has no such section`)
      })
  return problems
}
