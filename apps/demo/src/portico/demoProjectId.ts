/** The local stack's project; its own file so the demo's server code reads it without the adapters. */
export const DEMO_PROJECT_ID = 'portico-demo'
