// The bundled font file: a data URL in the published build (tsup's dataurl loader), a URL under Vite.
declare module '*.woff2' {
  const source: string
  export default source
}
