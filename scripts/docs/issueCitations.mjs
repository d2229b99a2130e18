import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

// Source a reader opens, contracts too: the tracker's issue numbers mean nothing to them, so it says the reason.
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|html|css|sol)$/
// Built, installed or recorded output is a copy of some source, not something to reword.
const SKIPPED_PATH = /(?:^|\/)(?:node_modules|dist|\.next|\.turbo|storybook-static|artifacts)\/|\.generated\./
// The word "issue" or "issues", then a number with or without "#": a tracker nobody reading the repo can open.
const ISSUE_CITATION = /\bissues? #?\d+/i

// A recorded result's prose and notes: read beside the figures, so they name the goal, not the ticket.
const RECORD_FILE = /\.(?:md|json)$/

/** The tracked source files under `folders` of the git work tree at `root`, relative to it. */
export function trackedSourceFiles(root, folders) {
  return trackedFiles(root, folders, SOURCE_FILE)
}

/** The tracked Markdown and JSON records under `folders` (the bench's results), relative to `root`. */
export function trackedRecordFiles(root, folders) {
  return trackedFiles(root, folders, RECORD_FILE)
}

function trackedFiles(root, folders, kind) {
  const listed = execFileSync('git', ['ls-files', '-z', '--', ...folders], { cwd: root, encoding: 'utf8' })
  return listed.split('\0').filter((file) => kind.test(file) && !SKIPPED_PATH.test(file))
}

/** Each line of `files` (relative to `root`) that cites an issue by number: "path:line: the line". */
export function issueCitations(root, files) {
  const found = []
  for (const file of files)
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((content, index) => {
        if (ISSUE_CITATION.test(content)) found.push(`${file}:${index + 1}: ${content.trim()}`)
      })
  return found
}
