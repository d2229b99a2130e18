// A page whose CSP says `style-src 'self'` refuses <style> elements; constructed style sheets
// are not inline styles, so the modal and buttons look the same under the strictest policy.

// A constructed sheet belongs to one document, so the cache is per document; one sheet per CSS text is
// shared by every root of that document (no re-parse per button).
const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>()

function sheetFor(document: Document, css: string): CSSStyleSheet {
  let ofDocument = sheets.get(document)
  if (!ofDocument) {
    ofDocument = new Map()
    sheets.set(document, ofDocument)
  }
  let sheet = ofDocument.get(css)
  if (!sheet) {
    const Sheet = document.defaultView?.CSSStyleSheet ?? CSSStyleSheet
    sheet = new Sheet()
    sheet.replaceSync(css)
    ofDocument.set(css, sheet)
  }
  return sheet
}

/** Adds `css` to a shadow root or a document as a constructed style sheet, once. */
export function adoptStyles(root: ShadowRoot | Document, css: string): void {
  const document = 'ownerDocument' in root && root.ownerDocument ? root.ownerDocument : (root as Document)
  const sheet = sheetFor(document, css)
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
}
