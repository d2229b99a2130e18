export const imageCss = /* css */ `
.pc-image { display: inline-flex; flex: none; object-fit: cover; overflow: hidden; }
.pc-image--fallback { align-items: center; justify-content: center; background: var(--pc-bg-3); color: var(--pc-fg-3); }
`
