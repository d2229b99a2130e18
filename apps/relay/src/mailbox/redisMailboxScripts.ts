/**
 * Lua run inside Redis, so checking a quota and storing a message is one atomic step for every
 * instance on that Redis. The ledger is the source of truth for what the mailbox holds: a sorted set
 * of `id\ntopic` by expiry (the relay's clock), each entry's bytes, per-topic counts and bytes, the
 * total, and per sender (`client:<did:key>`, `address:<address>`) a sorted set of its entries oldest
 * first with their bytes. Expired entries are dropped from it, and from the topic's own keys, a batch
 * at a time. Topic and sender keys are named from the prefix in ARGV, not KEYS: fine on one Redis,
 * not on a cluster.
 */

const REMOVE = `
local function removeEntry(ledger, sizes, topicBytes, topicCounts, total, prefix, member)
  local newline = string.find(member, '\\n', 1, true)
  local id = string.sub(member, 1, newline - 1)
  local topic = string.sub(member, newline + 1)
  local size = tonumber(redis.call('HGET', sizes, member) or '0')
  redis.call('HDEL', sizes, member)
  redis.call('ZREM', ledger, member)
  redis.call('HDEL', prefix .. 'messages:' .. topic, id)
  redis.call('ZREM', prefix .. 'expiries:' .. topic, id)
  if redis.call('HINCRBY', topicCounts, topic, -1) <= 0 then redis.call('HDEL', topicCounts, topic) end
  if redis.call('HINCRBY', topicBytes, topic, -size) <= 0 then redis.call('HDEL', topicBytes, topic) end
  redis.call('DECRBY', total, size)
  local owners = redis.call('HGET', prefix .. 'ledger:owners', member)
  if owners then
    redis.call('HDEL', prefix .. 'ledger:owners', member)
    for owner in string.gmatch(owners, '[^\\n]+') do
      redis.call('ZREM', prefix .. 'ledger:sender:' .. owner, member)
      if redis.call('HINCRBY', prefix .. 'ledger:senderBytes', owner, -size) <= 0 then
        redis.call('HDEL', prefix .. 'ledger:senderBytes', owner)
      end
    end
  end
end

local function dropExpired(ledger, sizes, topicBytes, topicCounts, total, prefix, now, batch)
  local expired = redis.call('ZRANGEBYSCORE', ledger, '-inf', now, 'LIMIT', 0, batch)
  for _, member in ipairs(expired) do
    removeEntry(ledger, sizes, topicBytes, topicCounts, total, prefix, member)
  end
  return #expired
end
`

/** KEYS: ledger, sizes, topicBytes, topicCounts, total. ARGV: prefix, now, batch → entries dropped. */
export const SWEEP_SCRIPT = `${REMOVE}
return dropExpired(KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5], ARGV[1], ARGV[2], tonumber(ARGV[3]))
`

/** KEYS: ledger, sizes, topicBytes, topicCounts, total. ARGV: prefix, `id\ntopic` → nothing. */
export const REMOVE_SCRIPT = `${REMOVE}
if redis.call('ZSCORE', KEYS[1], ARGV[2]) then
  removeEntry(KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5], ARGV[1], ARGV[2])
end
return 0
`

/**
 * KEYS: ledger, sizes, topicBytes, topicCounts, total, the topic's messages, the topic's expiries.
 * ARGV: prefix, now, batch, topic, id, json, expiresAt, bytes, ttlMs, topicMaxMessages,
 * topicMaxBytes, budgetBytes, clientOwner, clientMaxBytes, clientMaxMessages, addressOwner,
 * addressMaxBytes, addressMaxMessages → a MailboxAddResult.
 */
export const ADD_SCRIPT = `${REMOVE}
local ledger, sizes, topicBytes, topicCounts, total, messages, expiries =
  KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5], KEYS[6], KEYS[7]
local prefix, now, batch, topic, id, json = ARGV[1], ARGV[2], tonumber(ARGV[3]), ARGV[4], ARGV[5], ARGV[6]
local expiresAt, bytes, ttlMs = tonumber(ARGV[7]), tonumber(ARGV[8]), tonumber(ARGV[9])
local topicMaxMessages, topicMaxBytes, budgetBytes = tonumber(ARGV[10]), tonumber(ARGV[11]), tonumber(ARGV[12])
local senders = {
  { owner = ARGV[13], maxBytes = tonumber(ARGV[14]), maxMessages = tonumber(ARGV[15]) },
  { owner = ARGV[16], maxBytes = tonumber(ARGV[17]), maxMessages = tonumber(ARGV[18]) },
}
local member = id .. '\\n' .. topic
local senderBytes = prefix .. 'ledger:senderBytes'

-- A key's Redis expiry only ever grows to cover its longest-lived message (cleanup only).
local function extend(key)
  redis.call('PEXPIRE', key, ttlMs, 'NX')
  redis.call('PEXPIRE', key, ttlMs, 'GT')
end

dropExpired(ledger, sizes, topicBytes, topicCounts, total, prefix, now, batch)
if redis.call('ZSCORE', ledger, member) then
  redis.call('HSETNX', messages, id, json)
  redis.call('ZADD', expiries, 'GT', expiresAt, id)
  redis.call('ZADD', ledger, 'GT', expiresAt, member)
  extend(messages)
  extend(expiries)
  return 'duplicate'
end
if tonumber(redis.call('HGET', topicCounts, topic) or '0') + 1 > topicMaxMessages then
  return 'topicMessagesFull'
end
if tonumber(redis.call('HGET', topicBytes, topic) or '0') + bytes > topicMaxBytes then
  return 'topicBytesFull'
end
-- A sender over its own budget displaces only its own oldest messages, never another sender's.
for _, sender in ipairs(senders) do
  local share = prefix .. 'ledger:sender:' .. sender.owner
  while tonumber(redis.call('HGET', senderBytes, sender.owner) or '0') + bytes > sender.maxBytes
    or redis.call('ZCARD', share) + 1 > sender.maxMessages do
    local oldest = redis.call('ZRANGE', share, 0, 0)[1]
    if not oldest then break end
    removeEntry(ledger, sizes, topicBytes, topicCounts, total, prefix, oldest)
  end
end
if tonumber(redis.call('GET', total) or '0') + bytes > budgetBytes then
  return 'budgetReached'
end
local order = redis.call('INCR', prefix .. 'ledger:order')
redis.call('HSET', messages, id, json)
redis.call('ZADD', expiries, expiresAt, id)
redis.call('ZADD', ledger, expiresAt, member)
redis.call('HSET', sizes, member, bytes)
redis.call('HINCRBY', topicCounts, topic, 1)
redis.call('HINCRBY', topicBytes, topic, bytes)
redis.call('INCRBY', total, bytes)
redis.call('HSET', prefix .. 'ledger:owners', member, senders[1].owner .. '\\n' .. senders[2].owner)
for _, sender in ipairs(senders) do
  redis.call('ZADD', prefix .. 'ledger:sender:' .. sender.owner, order, member)
  redis.call('HINCRBY', senderBytes, sender.owner, bytes)
end
extend(messages)
extend(expiries)
return 'stored'
`
