import { expect, test } from 'vitest'
import * as smartAccount from './index'

// What the secure frame uses of the smart account (aa-design.md): changes are seen in review.
test('exports', () => {
  expect(Object.keys(smartAccount).sort()).toEqual([
    'PORTICO_SMART_ACCOUNT_FACTORY_ADDRESS',
    'toPorticoSmartAccount',
  ])
})
