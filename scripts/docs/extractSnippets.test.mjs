import { expect, test } from 'vitest'
import { extractSnippets } from './extractSnippets.mjs'

test('takes ts and tsx blocks with their first line, leaves sh, html and plain blocks', () => {
  const markdown = [
    '# Title',
    '```sh',
    'npm i x',
    '```',
    '```ts',
    "import { a } from 'a'",
    'a()',
    '```',
    '```html',
    '<b></b>',
    '```',
    '- item',
    '  ```tsx',
    '  const b = <div />',
    '  ```',
  ].join('\n')
  expect(extractSnippets(markdown)).toEqual([
    { lang: 'ts', line: 6, code: "import { a } from 'a'\na()" },
    { lang: 'tsx', line: 14, code: 'const b = <div />' },
  ])
})
