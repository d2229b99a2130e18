/**
 * The reset and typography every Portico surface starts from. `.pc-root` sets each inherited
 * property itself, so a host's `* { … !important }` on the host element never reaches inside.
 */
export const baseCss = /* css */ `
:host { all: initial; display: contents; }
.pc-root {
  all: initial;
  display: block;
  font-family: var(--pc-font-family);
  font-size: calc(var(--pc-font-size-master) * 1.4);
  font-weight: 400;
  font-style: normal;
  line-height: 1.4;
  letter-spacing: normal;
  text-align: start;
  text-transform: none;
  color: var(--pc-fg-1);
  color-scheme: var(--pc-color-scheme);
  -webkit-font-smoothing: antialiased;
}
.pc-root *, .pc-root *::before, .pc-root *::after { box-sizing: border-box; }
/* Zero specificity, so a component's own colour (the accent button's on-accent text) always wins. */
:where(.pc-root) :where(button, input) { font: inherit; color: inherit; margin: 0; }
.pc-visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.pc-root :focus-visible { outline: 2px solid var(--pc-accent-text); outline-offset: 2px; }
/* SPEC §9 animations are off for visitors who ask for less motion. */
@media (prefers-reduced-motion: reduce) {
  .pc-root, .pc-root * { transition: none !important; animation: none !important; }
}
`
