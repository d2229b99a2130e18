/** Icons that point (back, forward) turn around when the root is right to left; the rest stay as drawn. */
export const iconsCss = /* css */ `
[dir='rtl'] .pc-icon[data-icon='ChevronLeft'], [dir='rtl'] .pc-icon[data-icon='ChevronRight'] { transform: scaleX(-1); }
`
