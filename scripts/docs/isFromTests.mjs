const FROM_TESTS = /(^|\/)(test|tests|__tests__|\.test-results)\/|\.test\.[cm]?[jt]sx?(\.map)?$/

/** Whether a packed path is a test, a test helper or a test report: none belongs in a tarball. */
export function isFromTests(path) {
  return FROM_TESTS.test(path)
}
