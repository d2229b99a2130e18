import { expect, test } from '@playwright/test'
import { PINNED_FONTS } from '../../../playwright.pinnedFonts'

const PINNED_FAMILIES = new Set<string>(PINNED_FONTS.map(({ family }) => family))

// A line per script the locales need, each asking for a font the machine may or may not have.
const SAMPLES = [
  { script: 'Latin', font: "'DejaVu Sans'", text: 'Connect Wallet', family: 'Inter' },
  { script: 'Latin', font: "'Liberation Sans'", text: 'Conectar cartera', family: 'Inter' },
  { script: 'Latin', font: 'system-ui', text: 'Switch network', family: 'Inter' },
  { script: 'Latin', font: 'serif', text: 'All Wallets', family: 'Inter' },
  { script: 'Cyrillic', font: 'sans-serif', text: 'Подключить кошелёк', family: 'Inter' },
  { script: 'Han', font: "'WenQuanYi Micro Hei'", text: '连接钱包', family: 'Noto Sans SC Thin' },
  { script: 'Arabic', font: 'sans-serif', text: 'ربط المحفظة', family: 'Noto Sans Arabic' },
  { script: 'Hebrew', font: 'sans-serif', text: 'חיבור ארנק', family: 'Noto Sans Hebrew Thin' },
  { script: 'Devanagari', font: 'sans-serif', text: 'वॉलेट कनेक्ट करें', family: 'Noto Sans Devanagari' },
  { script: 'Thai', font: 'sans-serif', text: 'เชื่อมต่อกระเป๋าเงิน', family: 'Noto Sans Thai' },
] as const

test('the screenshot browser draws every script with the pinned fonts and never with the machine’s', async ({
  page,
}) => {
  await page.setContent(
    SAMPLES.map(
      ({ font, text }, index) => `<p id="sample-${index}" style="font: 24px ${font}">${text}</p>`,
    ).join(''),
  )
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  for (const [index, sample] of SAMPLES.entries()) {
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `#sample-${index}`,
    })
    // The fonts Chromium really drew the line with, and how many glyphs each drew.
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    const label = `${sample.script} in ${sample.font}`
    for (const { familyName } of fonts) expect(PINNED_FAMILIES, label).toContain(familyName)
    expect(fonts.find(({ familyName }) => familyName === sample.family)?.glyphCount, label).toBeGreaterThan(0)
  }
})
