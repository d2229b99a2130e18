import { Type } from 'typebox'

/** An email address in a request body: its length only; normaliseEmail checks its form. */
export const EmailField = Type.String({ minLength: 3, maxLength: 254 })
