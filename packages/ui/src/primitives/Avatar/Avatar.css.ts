export const avatarCss = /* css */ `
.pc-avatar { display: inline-block; flex: none; border-radius: 50%; box-shadow: inset 0 0 0 1px var(--pc-border); }
`
