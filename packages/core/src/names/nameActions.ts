// The client's lazy name actions: core's first chunk imports this path only as the built `names/index.js`
// (tsup.config.ts), so the name code never rides in the first load.
export { registerAccountName } from './registerAccountName'
export { suggestAccountNames } from './suggestAccountNames'
