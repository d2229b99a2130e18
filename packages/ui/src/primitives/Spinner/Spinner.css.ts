export const spinnerCss = /* css */ `
.pc-spinner { display: inline-flex; flex: none; }
.pc-spinner__ring {
  width: 100%; height: 100%; border-radius: 50%;
  border: 2px solid currentColor; border-inline-end-color: transparent;
  animation: pc-spin 0.8s linear infinite;
}
@keyframes pc-spin { to { transform: rotate(360deg); } }
`
