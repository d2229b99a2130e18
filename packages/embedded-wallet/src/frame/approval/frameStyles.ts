/**
 * The frame's look (its approval view, code field and key export), adopted as a constructed stylesheet (the
 * frame's CSP allows no inline style or style file from elsewhere); light or dark as the modal syncs it
 * (`data-theme`), the person's system setting until then.
 */
const DARK = `--bg: #141414; --fg: #f4f4f5; --muted: #a1a1aa; --line: #2a2a2e; --surface: #1f1f22;
  --danger: #f2555a; color-scheme: dark;`
const CSS = `
:root { color-scheme: light; --bg: #ffffff; --fg: #141414; --muted: #6b6b6b; --line: #e4e4e7;
  --accent: #1766d1; --on-accent: #ffffff; --surface: #f4f4f5; --danger: #d92d32; }
@media (prefers-color-scheme: dark) { :root:not([data-theme="light"]) { ${DARK} } }
:root[data-theme="dark"] { ${DARK} }
html, body { margin: 0; background: var(--bg); color: var(--fg);
  font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
section.approval:empty, form.code[hidden], div.export[hidden], div.passkey[hidden] { display: none; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
/* An approval the person must see first covers the code field (it comes back once the request is decided). */
section.approval:not(:empty) ~ form.code { display: none; }
section.approval, form.code, div.export, div.passkey { display: flex; flex-direction: column; gap: 12px; padding: 16px; box-sizing: border-box; }
h2 { font-size: 18px; margin: 0; overflow-wrap: anywhere; }
p { margin: 0; overflow-wrap: anywhere; }
.muted { color: var(--muted); font-size: 13px; }
section:not(.approval) { max-height: 220px; overflow: auto; background: var(--surface); border: 1px solid var(--line);
  border-radius: 12px; padding: 12px; }
label { font-weight: 600; }
input { min-height: 44px; border-radius: 12px; border: 1px solid var(--line); background: var(--surface);
  color: var(--fg); font: 600 20px/1 ui-monospace, monospace; letter-spacing: 0.4em; text-align: center; }
input[aria-invalid="true"] { border-color: var(--danger); }
section:focus-visible, button:focus-visible, input:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.warning, .passkey [role="alert"] { color: var(--danger); font-weight: 600; }
.secret { display: grid; grid-template-columns: 1fr max-content; gap: 4px 8px; align-items: center; }
.secret p { grid-column: 1 / -1; font-weight: 600; }
.secret pre { background: var(--surface); border: 1px solid var(--line); border-radius: 8px; padding: 8px; }
pre { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; font: 13px/1.4 ui-monospace, monospace; }
dl { margin: 0; display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; }
dt { color: var(--muted); } dd { margin: 0; overflow-wrap: anywhere; }
.actions { display: flex; gap: 8px; }
button { flex: 1; min-height: 40px; border-radius: 20px; border: 1px solid var(--line); font: inherit;
  font-weight: 600; cursor: pointer; background: var(--surface); color: var(--fg); }
button.approve { background: var(--accent); border-color: var(--accent); color: var(--on-accent); }
/* Not by opacity: IntersectionObserver v2 counts a faded Approve as not visible, and it would never enable. */
button:disabled { background: var(--surface); border-color: var(--line); color: var(--muted); cursor: not-allowed; }
`

export function adoptFrameStyles(document: Document): void {
  // A sheet is adopted only by a document of the window that made it (the gallery draws into an iframe).
  const sheet = new (document.defaultView?.CSSStyleSheet ?? CSSStyleSheet)()
  sheet.replaceSync(CSS)
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
}
