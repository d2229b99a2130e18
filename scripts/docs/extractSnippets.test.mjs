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

test('a block titled with a file name keeps it, so its neighbours can import it', () => {
  const markdown = [
    '```tsx [app/providers.tsx]',
    'export const a = 1',
    '```',
    '```ts [broken',
    'x',
    '```',
  ].join('\n')
  expect(extractSnippets(markdown)).toEqual([
    { lang: 'tsx', line: 2, code: 'export const a = 1', file: 'app/providers.tsx' },
  ])
})
