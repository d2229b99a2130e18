export const inputCss = /* css */ `
.pc-input { display: flex; flex-direction: column; gap: 6px; }
.pc-input__label { font-size: calc(var(--pc-font-size-master) * 1.2); font-weight: 600; color: var(--pc-fg-1-muted); }
.pc-input__field {
  height: 40px; padding: 0 12px; border: 1px solid var(--pc-border);
  border-radius: calc(var(--pc-radius-master) * 3); background: var(--pc-bg-2); color: var(--pc-fg-2);
}
.pc-input__field::placeholder { color: var(--pc-fg-2-muted); }
.pc-input__field[aria-invalid='true'] { border-color: var(--pc-error); }
.pc-input__error { font-size: calc(var(--pc-font-size-master) * 1.2); color: var(--pc-error); }
`
