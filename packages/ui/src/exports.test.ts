import { expect, test } from 'vitest'
import * as api from './index'
import * as primitives from './primitives'

// Public API changes must be seen in review: these lists are the package's surface.
test('exports', () => {
  expect(Object.keys(api).sort()).toEqual([
    'BUTTON_ELEMENTS',
    'LOCALES',
    'accountLabel',
    'createPorticoUi',
    'definePorticoButtons',
    'preloadModal',
    'resolveLocale',
  ])
})

test('primitives exports', () => {
  expect(Object.keys(primitives).sort()).toMatchInlineSnapshot(`
    [
      "Avatar",
      "Button",
      "CheckIcon",
      "ChevronLeftIcon",
      "ChevronRightIcon",
      "CloseIcon",
      "IconButton",
      "Image",
      "InfoIcon",
      "Input",
      "ListItem",
      "NetworkIcon",
      "RefreshIcon",
      "Shimmer",
      "Spinner",
      "Tabs",
      "Text",
      "Tooltip",
      "WalletIcon",
      "WarningIcon",
      "adoptStyles",
      "avatarBackground",
      "avatarColors",
      "baseCss",
      "buildThemeTokens",
      "contrastRatio",
      "primitivesCss",
    ]
  `)
})
