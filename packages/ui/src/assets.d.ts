// A bundled font file: its path beside the chunk in the published build (tsup's file loader), a URL under Vite.
declare module '*.woff2' {
  const source: string
  export default source
}
