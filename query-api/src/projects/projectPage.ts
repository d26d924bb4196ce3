import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/*
 * One page of a project list in one Redis call (a Lua script): the reader's scope (a sorted set
 * in the requested order, or the union of their teams' scopes), the filters, the total and the
 * page's list items.
 *
 * The page is found the cheaper of two ways, chosen from the sizes: walking the scope in order and
 * checking each batch against the filters (SMISMEMBER / ZMSCORE), which for a first page touches a
 * few dozen entries whatever the scope's size; or, when the filters keep so few that the walk would
 * be long, ZINTERSTORE of the scope with the filters, which costs the smallest filter's size.
 * The total is ZINTERCARD, which counts without building the intersection.
 *
 * A specialist's scope and the items are keys the script computes (their teams' scopes, each
 * item's document) rather than keys passed in: fine on one Redis, which is what every deployment
 * of this platform runs (a cluster would need them passed in, costing a round trip).
 */
const SCRIPT = `
local mode = ARGV[1]
local nScope = tonumber(ARGV[2])
local nSuffix = tonumber(ARGV[3])
local a = 4
local suffixes = {}
for i = 1, nSuffix do suffixes[i] = ARGV[a]; a = a + 1 end
local teamPrefix = ARGV[a]; a = a + 1
local start = tonumber(ARGV[a]); local stop = tonumber(ARGV[a + 1]); local rev = ARGV[a + 2] == '1'
local universe = ARGV[a + 3] == '1'
local docPrefix = ARGV[a + 4]; local tmp = ARGV[a + 5]; local nOps = tonumber(ARGV[a + 6])
a = a + 7
local temps = {}
local function temp(name) local k = tmp .. name; temps[#temps + 1] = k; return k end
local function cleanup() if #temps > 0 then redis.call('DEL', unpack(temps)) end end

-- The scope: the given sorted sets, or the scopes of the teams in the member index.
local scopeKeys = {}
local teams = {}
if mode == 'teams' then
  teams = redis.call('ZRANGE', KEYS[1], 0, -1)
  for _, team in ipairs(teams) do
    for _, suffix in ipairs(suffixes) do scopeKeys[#scopeKeys + 1] = teamPrefix .. team .. suffix end
  end
else
  for i = 1, nScope do scopeKeys[i] = KEYS[i] end
end
if #scopeKeys == 0 then return {0, teams, {}, {}} end
local scope = scopeKeys[1]
if #scopeKeys > 1 then
  scope = temp('scope')
  redis.call('ZUNIONSTORE', scope, #scopeKeys, unpack(scopeKeys))
end

-- The filters, each one set (or sorted set) to intersect with.
local ops = {}
local hasIds = false
local k = nScope + 1
for i = 1, nOps do
  local kind = ARGV[a]; a = a + 1
  if kind == 'k' then
    ops[#ops + 1] = KEYS[k]; k = k + 1
  elseif kind == 'u' then
    local n = tonumber(ARGV[a]); a = a + 1
    local union = temp('u' .. i)
    redis.call('SUNIONSTORE', union, unpack(KEYS, k, k + n - 1))
    k = k + n
    ops[#ops + 1] = union
  elseif kind == 'z' then
    local n = tonumber(ARGV[a]); a = a + 1
    local union = temp('z' .. i)
    redis.call('ZUNIONSTORE', union, n, unpack(KEYS, k, k + n - 1))
    k = k + n
    ops[#ops + 1] = union
  elseif kind == 'r' then
    local range = temp('r' .. i)
    redis.call('ZRANGESTORE', range, KEYS[k], ARGV[a], ARGV[a + 1], 'BYSCORE')
    k = k + 1; a = a + 2
    ops[#ops + 1] = range
  elseif kind == 'R' then
    local n = tonumber(ARGV[a]); local min = ARGV[a + 1]; local max = ARGV[a + 2]; a = a + 3
    local parts = {}
    for j = 1, n do
      parts[j] = temp('r' .. i .. ':' .. j)
      redis.call('ZRANGESTORE', parts[j], KEYS[k], min, max, 'BYSCORE')
      k = k + 1
    end
    local union = temp('R' .. i)
    redis.call('ZUNIONSTORE', union, n, unpack(parts))
    ops[#ops + 1] = union
  elseif kind == 'i' then
    hasIds = true
    local n = tonumber(ARGV[a]); a = a + 1
    local ids = temp('i' .. i)
    redis.call('SADD', ids, unpack(ARGV, a, a + n - 1))
    a = a + n
    ops[#ops + 1] = ids
  end
end

local function card(key)
  if redis.call('TYPE', key).ok == 'set' then return redis.call('SCARD', key) end
  return redis.call('ZCARD', key)
end
local size = redis.call('ZCARD', scope)
local total = size
if #ops > 0 then
  -- In an admin's whole side every filter set is a subset of the scope, which then needs no counting.
  if universe and not hasIds and #ops == 1 then total = card(ops[1])
  elseif universe and not hasIds then total = redis.call('ZINTERCARD', #ops, unpack(ops))
  else total = redis.call('ZINTERCARD', #ops + 1, scope, unpack(ops)) end
end
local count = stop - start + 1
local ids = {}
if total > start then
  local function range(key, from, to)
    if rev then return redis.call('ZRANGE', key, from, to, 'REV') end
    return redis.call('ZRANGE', key, from, to)
  end
  if #ops == 0 then
    ids = range(scope, start, stop)
  else
    local smallest = size
    local isSet = {}
    for i, op in ipairs(ops) do
      isSet[i] = redis.call('TYPE', op).ok == 'set'
      local n = card(op)
      if n < smallest then smallest = n end
    end
    -- How far a walk would go to fill the page, against what the intersection would cost.
    local walk = (start + count) * size / total
    if walk <= 2 * smallest + count then
      local matched = 0
      local pos = 0
      local batch = math.max(50, math.min(500, math.ceil(count * size / total)))
      while #ids < count and pos < size do
        local chunk = range(scope, pos, pos + batch - 1)
        if #chunk == 0 then break end
        local pass = {}
        for j = 1, #chunk do pass[j] = true end
        for i, op in ipairs(ops) do
          local hits = isSet[i] and redis.call('SMISMEMBER', op, unpack(chunk)) or redis.call('ZMSCORE', op, unpack(chunk))
          for j = 1, #chunk do if hits[j] == 0 or hits[j] == false then pass[j] = false end end
        end
        for j = 1, #chunk do
          if pass[j] then
            matched = matched + 1
            if matched > start then ids[#ids + 1] = chunk[j] end
            if #ids == count then break end
          end
        end
        pos = pos + batch
      end
    else
      local result = temp('result')
      -- The scope's scores (the sort order) only: unpack() expands only as the last argument, so build the call.
      local args = {'ZINTERSTORE', result, #ops + 1, scope}
      for _, op in ipairs(ops) do args[#args + 1] = op end
      args[#args + 1] = 'WEIGHTS'
      args[#args + 1] = 1
      for i = 1, #ops do args[#args + 1] = 0 end
      redis.call(unpack(args))
      ids = range(result, start, stop)
    end
  end
end
cleanup()
local docs = {}
if #ids > 0 then
  local keys = {}
  for i, id in ipairs(ids) do keys[i] = docPrefix .. id end
  docs = redis.call('MGET', unpack(keys))
end
return {total, teams, ids, docs}
`;

/** What a page is read from: the scope and the filters, as Redis keys of the current version. */
export interface PagePlan {
  scope:
    { kind: 'keys'; keys: string[] } | { kind: 'teams'; memberIndex: string; teamPrefix: string; suffixes: string[] };
  /** Each is intersected: one key, a union of set keys (any of; `zunion` when sorted sets are among them), a score range of a sorted set, or literal ids. */
  filters: (
    | { kind: 'key'; key: string }
    | { kind: 'union'; keys: string[] }
    | { kind: 'zunion'; keys: string[] }
    | { kind: 'range'; key: string; min: string; max: string }
    | { kind: 'rangeUnion'; keys: string[]; min: string; max: string }
    | { kind: 'ids'; ids: string[] }
  )[];
  start: number;
  end: number;
  rev: boolean;
  /** The scope is a whole side (active or archived) of every project, which each filter set is a subset of. */
  universe?: boolean;
  docPrefix: string;
}

export interface Page {
  total: number;
  /** The reader's teams (in `teams` scopes). */
  teams: string[];
  ids: string[];
  docs: (string | null)[];
}

type PageClient = Redis & {
  projectPage(numKeys: number, ...args: (string | number)[]): Promise<[number, string[], string[], (string | null)[]]>;
};

const defined = new WeakSet<Redis>();

export async function readPage(redis: Redis, plan: PagePlan): Promise<Page> {
  if (!defined.has(redis)) {
    redis.defineCommand('projectPage', { lua: SCRIPT });
    defined.add(redis);
  }
  const keys: string[] = [];
  const argv: (string | number)[] = [];
  if (plan.scope.kind === 'keys') {
    keys.push(...plan.scope.keys);
    argv.push('keys', plan.scope.keys.length, 0, '');
  } else {
    keys.push(plan.scope.memberIndex);
    argv.push('teams', 1, plan.scope.suffixes.length, ...plan.scope.suffixes, plan.scope.teamPrefix);
  }
  argv.push(
    plan.start,
    plan.end,
    plan.rev ? '1' : '0',
    plan.universe ? '1' : '0',
    plan.docPrefix,
    `rm:tmp:${randomUUID()}:`,
    plan.filters.length,
  );
  for (const filter of plan.filters) {
    switch (filter.kind) {
      case 'key':
        argv.push('k');
        keys.push(filter.key);
        break;
      case 'union':
        argv.push('u', filter.keys.length);
        keys.push(...filter.keys);
        break;
      case 'zunion':
        argv.push('z', filter.keys.length);
        keys.push(...filter.keys);
        break;
      case 'range':
        argv.push('r', filter.min, filter.max);
        keys.push(filter.key);
        break;
      case 'rangeUnion':
        argv.push('R', filter.keys.length, filter.min, filter.max);
        keys.push(...filter.keys);
        break;
      case 'ids':
        argv.push('i', filter.ids.length, ...filter.ids);
        break;
    }
  }
  const [total, teams, ids, docs] = await (redis as PageClient).projectPage(keys.length, ...keys, ...argv);
  return { total, teams, ids, docs };
}
