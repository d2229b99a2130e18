export const tabsCss = /* css */ `
.pc-tabs { display: flex; gap: 4px; padding: 4px; border-radius: calc(var(--pc-radius-master) * 4); background: var(--pc-bg-2); }
.pc-tabs__tab {
  flex: 1; height: 32px; border: 0; cursor: pointer; font-weight: 600;
  /* A 32 px tab has room for one line: Japanese 'アクティビティ' must not break inside a word. */
  white-space: nowrap; padding-inline: 4px;
  border-radius: calc(var(--pc-radius-master) * 3); background: transparent; color: var(--pc-fg-2-muted);
}
.pc-tabs__tab[aria-selected='true'] { background: var(--pc-bg-1); color: var(--pc-fg-1); }
`
