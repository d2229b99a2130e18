/** SPEC §5: the OTP is a string; the cloud's codes are 6 digits (login and email update alike). */
export const isEmailCode = (code: string): boolean => /^[0-9]{6}$/.test(code)
