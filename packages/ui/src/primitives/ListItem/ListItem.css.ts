export const listItemCss = /* css */ `
.pc-list-item {
  display: flex; align-items: center; gap: 12px; width: 100%;
  padding-block: 8px; padding-inline: 8px 12px; border: 0; cursor: pointer; text-align: start;
  border-radius: calc(var(--pc-radius-master) * 4);
  background: var(--pc-bg-2); color: var(--pc-fg-2);
  transition: background-color 120ms ease;
}
.pc-list-item:hover:not(:disabled) { background: var(--pc-bg-3); color: var(--pc-fg-3); }
.pc-list-item:disabled { cursor: not-allowed; opacity: 0.6; }
.pc-list-item__title { flex: 1; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pc-list-item__tag {
  font-size: calc(var(--pc-font-size-master) * 1.1); font-weight: 600; padding: 2px 6px;
  border-radius: calc(var(--pc-radius-master) * 2); background: var(--pc-bg-1); color: var(--pc-fg-1-muted);
}
.pc-list-item__amount { display: flex; flex-direction: column; align-items: end; font-weight: 600; }
.pc-list-item__value { font-size: calc(var(--pc-font-size-master) * 1.2); color: var(--pc-fg-2-muted); }
.pc-list-item__check { color: var(--pc-fg-2); }
`
