import { Redis } from 'ioredis'
import { DOCTOR_CHECK_TIMEOUT_MS, type DoctorCheck } from './doctorCheck'

/** Redis, where rate limits are counted across instances, answers PING. */
export function checkRedis(url: string): DoctorCheck {
  return {
    name: 'redis',
    async run() {
      // One try, no reconnect loop: the doctor reports, it does not wait for Redis to come back.
      const redis = new Redis(url, {
        lazyConnect: true,
        connectTimeout: DOCTOR_CHECK_TIMEOUT_MS,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
        enableOfflineQueue: false,
      })
      // ioredis rejects with "Connection is closed"; the socket's own error says why.
      let socketError: Error | undefined
      redis.on('error', (error: Error) => {
        socketError ??= error
      })
      try {
        await redis.connect()
        const pong = await redis.ping()
        if (pong !== 'PONG') throw new Error(`PING answered "${pong}"`)
        return `${url} answers PING`
      } catch (error) {
        throw new Error(`${url} does not answer: ${(socketError ?? (error as Error)).message}`)
      } finally {
        redis.disconnect()
      }
    },
  }
}
