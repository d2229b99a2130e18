// @portico/embedded-wallet: its public API arrives with its issue; until then it exports nothing.
export {}
