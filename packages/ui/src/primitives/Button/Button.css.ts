export const buttonCss = /* css */ `
.pc-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  border: 1px solid transparent; cursor: pointer; font-weight: 600;
  border-radius: calc(var(--pc-radius-master) * 4);
  transition: filter 120ms ease, background-color 120ms ease;
}
.pc-button--md { min-height: 40px; padding: 0 16px; font-size: calc(var(--pc-font-size-master) * 1.4); }
.pc-button--sm { min-height: 32px; padding: 0 12px; font-size: calc(var(--pc-font-size-master) * 1.2); }
.pc-button--accent { background: var(--pc-accent); color: var(--pc-on-accent); }
.pc-button--neutral { background: var(--pc-bg-2); color: var(--pc-fg-2); border-color: var(--pc-border); }
.pc-button:hover:not(:disabled) { filter: brightness(0.95); }
.pc-button:disabled { cursor: not-allowed; opacity: 0.6; }
`
