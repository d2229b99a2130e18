// Acceptance of the suite's load-robustness: a test waits on events, not on time, and a timeout raised says why.
import { readFileSync } from 'node:fs'
import ts from 'typescript'

/** A fixed wait longer than this needs its reason in a comment. */
export const LONGEST_UNEXPLAINED_WAIT_MS = 1_000
/** The suites' default test and hook timeouts (vitest.shared.ts, playwright.shared.ts): above them, a comment says why. */
export const DEFAULT_TIMEOUTS_MS = { test: 30_000, hook: 60_000 }
/** The suites whose config sets other defaults (each config says why). */
const SUITE_TIMEOUTS_MS = [
  { folder: 'scripts/', test: 180_000, hook: 180_000 },
  { folder: 'packages/devnet/', test: 120_000, hook: 120_000 },
  { folder: 'packages/adapter-polkadot/', test: 60_000, hook: 120_000 },
  { folder: 'bench/', test: 240_000, hook: 60_000 },
  { folder: 'apps/demo/', test: 90_000, hook: 60_000 },
]

/** The default test and hook timeouts of the suite a file belongs to. */
export function suiteTimeouts(path) {
  return SUITE_TIMEOUTS_MS.find((suite) => path.startsWith(suite.folder)) ?? DEFAULT_TIMEOUTS_MS
}

const WAIT_CALLS = new Set(['setTimeout', 'waitForTimeout', 'sleep', 'delay', 'wait'])
const TEST_CALLS = new Set(['test', 'it'])
const HOOK_CALLS = new Set(['beforeAll', 'afterAll', 'beforeEach', 'afterEach'])
const TIMEOUT_PROPERTIES = new Set(['timeout', 'testTimeout', 'hookTimeout'])

/** Which files the check reads: test files, and the e2e and test helper folders beside them. */
export function isTestSource(path) {
  return /\.(test|e2e)\.(ts|tsx|mjs)$/.test(path) || /(^|\/)(e2e|test)\/[^/]+\.(ts|tsx|mjs)$/.test(path)
}

/** The number an expression stands for: a literal, a sum or product of them, or a const of the file bound to one. */
function numberOf(node, constants) {
  if (ts.isNumericLiteral(node)) return Number(node.text.replaceAll('_', ''))
  if (ts.isParenthesizedExpression(node)) return numberOf(node.expression, constants)
  if (ts.isIdentifier(node)) return constants.get(node.text)?.value
  if (ts.isBinaryExpression(node)) {
    const left = numberOf(node.left, constants)
    const right = numberOf(node.right, constants)
    if (left === undefined || right === undefined) return undefined
    if (node.operatorToken.kind === ts.SyntaxKind.AsteriskToken) return left * right
    if (node.operatorToken.kind === ts.SyntaxKind.PlusToken) return left + right
  }
  return undefined
}

/** The name a call is made by: `setTimeout(…)` and `page.waitForTimeout(…)` both give their last name. */
function calleeName(call) {
  const callee = call.expression
  if (ts.isIdentifier(callee)) return callee.text
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text
  return undefined
}

/** The first name of a call's receiver chain: `test` for `test.setTimeout(…)`. */
function receiverName(call) {
  let callee = call.expression
  while (ts.isPropertyAccessExpression(callee) || ts.isCallExpression(callee)) callee = callee.expression
  return ts.isIdentifier(callee) ? callee.text : undefined
}

/** The unexplained fixed waits and raised timeouts of one file's text, each with its line and what it is. */
export function findUnexplainedWaits(path, text) {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const lines = text.split('\n')
  const lineOf = (position) => source.getLineAndCharacterOfPosition(position).line
  // A comment on the line, or ending on the line above (a `//` line or a block's closing `*/`).
  const commentedAt = (line) => {
    const here = lines[line] ?? ''
    const above = (lines[line - 1] ?? '').trim()
    return here.includes('//') || above.startsWith('//') || above.endsWith('*/') || above.startsWith('*')
  }
  /** Explained when a comment sits by the value, by any enclosing line up to its statement, or by its const. */
  const explained = (node, value) => {
    for (let at = node; at && !ts.isSourceFile(at); at = at.parent) {
      if (commentedAt(lineOf(at.getStart(source)))) return true
      if (commentedAt(lineOf(at.getEnd()))) return true
      if (ts.isStatement(at) && !ts.isBlock(at)) break
    }
    if (ts.isIdentifier(value)) {
      const constant = constants.get(value.text)
      if (constant && commentedAt(constant.line)) return true
    }
    return false
  }
  const constants = new Map()
  const collect = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = numberOf(node.initializer, constants)
      const statement = node.parent?.parent
      if (value !== undefined)
        constants.set(node.name.text, {
          value,
          line: lineOf(statement?.getStart(source) ?? node.getStart(source)),
        })
    }
    ts.forEachChild(node, collect)
  }
  collect(source)

  const problems = []
  const defaults = suiteTimeouts(path)
  const check = (node, value, limit, what) => {
    const ms = numberOf(value, constants)
    if (ms === undefined || ms <= limit || explained(node, value)) return
    problems.push({
      path,
      line: lineOf(node.getStart(source)) + 1,
      what: `${what} of ${ms} ms without a comment`,
    })
  }
  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node)
      const args = node.arguments
      if (name === 'setTimeout' && receiverName(node) !== 'test' && args[1])
        check(node, args[1], LONGEST_UNEXPLAINED_WAIT_MS, 'a fixed wait (setTimeout)')
      else if (name === 'setTimeout' && args[0])
        check(node, args[0], defaults.test, 'a raised test timeout (setTimeout)')
      else if (name && WAIT_CALLS.has(name) && args[0] && args.length === 1)
        check(node, args[0], LONGEST_UNEXPLAINED_WAIT_MS, `a fixed wait (${name})`)
      else if (name && TEST_CALLS.has(receiverName(node) ?? '') && TEST_CALLS.has(name) && args[2])
        check(node, args[2], defaults.test, 'a raised test timeout')
      else if (name && HOOK_CALLS.has(name) && args[1])
        check(node, args[1], defaults.hook, 'a raised hook timeout')
    }
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      TIMEOUT_PROPERTIES.has(node.name.text)
    ) {
      const limit = node.name.text === 'hookTimeout' ? defaults.hook : defaults.test
      check(node, node.initializer, limit, `a raised ${node.name.text}`)
    }
    if (ts.isShorthandPropertyAssignment(node) && TIMEOUT_PROPERTIES.has(node.name.text))
      check(node, node.name, defaults.test, `a raised ${node.name.text}`)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return problems
}

/** The same, over files of the repo read from disk. */
export function findUnexplainedWaitsIn(paths, root) {
  return paths.flatMap((path) => findUnexplainedWaits(path, readFileSync(`${root}/${path}`, 'utf8')))
}
