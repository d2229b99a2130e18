import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'
import {
  SCRYPT_BLOCK_SIZE,
  SCRYPT_COST,
  SCRYPT_KEY_BYTES,
  SCRYPT_MAX_MEMORY_BYTES,
  SCRYPT_PARALLELISM,
  SCRYPT_SALT_BYTES,
} from './adminConstants'

function deriveKey(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  keyBytes: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyBytes, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

/** A memory-hard hash of the password (scrypt), as `scrypt$N$r$p$salt$key` so its cost can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SCRYPT_SALT_BYTES)
  const options = {
    N: SCRYPT_COST,
    r: SCRYPT_BLOCK_SIZE,
    p: SCRYPT_PARALLELISM,
    maxmem: SCRYPT_MAX_MEMORY_BYTES,
  }
  const key = await deriveKey(password, salt, options, SCRYPT_KEY_BYTES)
  return [
    'scrypt',
    options.N,
    options.r,
    options.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$')
}

/** Whether the password is the one hashed, compared in constant time; false for a hash it cannot read. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, cost, blockSize, parallelism, salt, key] = stored.split('$')
  if (kind !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const options = {
    N: Number(cost),
    r: Number(blockSize),
    p: Number(parallelism),
    maxmem: SCRYPT_MAX_MEMORY_BYTES,
  }
  const actual = await deriveKey(password, Buffer.from(salt, 'base64url'), options, expected.length)
  return timingSafeEqual(actual, expected)
}

let dummyHash: Promise<string> | undefined
/** A hash to check a password against when the username is unknown, so the answer takes as long either way. */
export function hashOfNoAccount(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(SCRYPT_SALT_BYTES).toString('hex'))
  return dummyHash
}
