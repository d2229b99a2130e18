/** The element buttons' own look, from the same `--portico-*` properties a host sets for the modal. */
export const buttonCss = /* css */ `
:host { display: inline-block; }
:host([hidden]) { display: none; }
button {
  display: inline-flex; align-items: center; gap: 8px; min-height: 40px; padding: 0 16px;
  border: 1px solid transparent; border-radius: calc(var(--portico-border-radius-master, 4px) * 4);
  background: var(--portico-accent, #3b5bdb); color: #fff; cursor: pointer;
  font: 600 14px/1 var(--portico-font-family, system-ui, sans-serif);
}
button[data-kind='account'], button[data-kind='network'] { background: #f1f3f5; color: #1a1b1e; border-color: #dee2e6; }
button:focus-visible { outline: 2px solid var(--portico-accent, #3b5bdb); outline-offset: 2px; }
.detail { font-weight: 500; opacity: 0.8; }
.avatar { width: 20px; height: 20px; border-radius: 50%; flex: none; }
`
