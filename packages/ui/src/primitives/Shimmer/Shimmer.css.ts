export const shimmerCss = /* css */ `
.pc-shimmer {
  display: block;
  background: linear-gradient(90deg, var(--pc-bg-2) 0%, var(--pc-bg-3) 50%, var(--pc-bg-2) 100%);
  background-size: 200% 100%;
  animation: pc-shimmer 1.2s ease-in-out infinite;
}
/* The sheen travels in the reading direction. */
[dir='rtl'] .pc-shimmer { animation-direction: reverse; }
@keyframes pc-shimmer { from { background-position: 100% 0; } to { background-position: -100% 0; } }
`
