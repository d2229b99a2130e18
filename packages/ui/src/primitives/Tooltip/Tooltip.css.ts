export const tooltipCss = /* css */ `
.pc-tooltip { position: relative; display: inline-flex; }
.pc-tooltip__bubble {
  /* Centred over its anchor, which reads the same in either direction. */
  position: absolute; bottom: calc(100% + 6px); left: 50%; transform: translateX(-50%);
  padding: 4px 8px; white-space: nowrap; pointer-events: none;
  font-size: calc(var(--pc-font-size-master) * 1.2); font-weight: 500;
  border-radius: calc(var(--pc-radius-master) * 2); background: var(--pc-fg-1); color: var(--pc-bg-1);
}
.pc-tooltip__bubble[hidden] { display: none; }
`
