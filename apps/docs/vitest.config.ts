import { packageTests } from '../../vitest.shared'

export default packageTests()
