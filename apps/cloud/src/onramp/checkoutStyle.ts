/** The checkout page's one stylesheet, served as a file: one column that fits 360 px, visible focus. */
export const CHECKOUT_STYLE = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#141414}
main{max-width:420px;margin:0 auto;padding:24px 16px}
h1{font-size:1.375rem;margin:0 0 16px}
h2{font-size:1.0625rem;margin:0 0 8px}
section{background:#fff;border-radius:12px;padding:16px;margin-bottom:16px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0}
dt{color:#4a4a4a}
dd{margin:0;text-align:right;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin:12px 0 4px}
input{width:100%;padding:10px 12px;font:inherit;border:1px solid #8a8a8a;border-radius:8px}
input:focus-visible,button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.row{display:flex;gap:12px}
.row>div{flex:1;min-width:0}
button{width:100%;margin-top:16px;padding:12px;font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:8px;cursor:pointer}
button:disabled{background:#6b7280;cursor:progress}
.hint{font-size:.875rem;color:#4a4a4a;margin:8px 0 0}
.status{margin:12px 0 0;font-weight:600}
.status-error{color:#b91c1c}
.status-success{color:#15803d}
@media (prefers-color-scheme:dark){body{background:#141414;color:#f4f5f7}section{background:#1f1f1f}dt,.hint{color:#c4c4c4}input{background:#141414;color:#f4f5f7}.status-error{color:#fca5a5}.status-success{color:#86efac}}
`
