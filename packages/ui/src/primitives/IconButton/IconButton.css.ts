export const iconButtonCss = /* css */ `
.pc-icon-button {
  display: inline-flex; align-items: center; justify-content: center;
  width: 32px; height: 32px; padding: 0; border: 0; cursor: pointer;
  border-radius: calc(var(--pc-radius-master) * 2);
  background: transparent; color: var(--pc-fg-1);
  transition: background-color 120ms ease;
}
.pc-icon-button:hover { background: var(--pc-bg-2); }
`
