export const textCss = /* css */ `
.pc-text { margin: 0; font-family: inherit; color: inherit; }
.pc-text--title { font-size: calc(var(--pc-font-size-master) * 1.6); font-weight: 600; line-height: 1.3; }
.pc-text--large { font-size: calc(var(--pc-font-size-master) * 2); font-weight: 600; line-height: 1.25; }
.pc-text--paragraph { font-size: calc(var(--pc-font-size-master) * 1.4); font-weight: 500; }
.pc-text--small { font-size: calc(var(--pc-font-size-master) * 1.2); font-weight: 500; }
.pc-text--label { font-size: calc(var(--pc-font-size-master) * 1.1); font-weight: 600; text-transform: uppercase; letter-spacing: 0.02em; }
.pc-text--muted { color: var(--pc-fg-1-muted); }
.pc-text--accent { color: var(--pc-accent-text); }
.pc-text--error { color: var(--pc-error); }
.pc-text--success { color: var(--pc-success); }
`
