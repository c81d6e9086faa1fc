import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptCost } from '../config/server-config';

const KEY_LENGTH = 64;
const SCHEME = 'scrypt';
/** A stored hash asking for more than this is not ours: refused instead of allocating gigabytes. */
const LARGEST_N = 2 ** 20;

/** scrypt needs 128·N·r bytes for its table and 128·r·p for its blocks; Node refuses above maxmem. */
function memoryFor({ N, r, p }: ScryptCost): number {
  return 128 * N * r + 128 * r * p + 1024 * 1024;
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...cost, maxmem: memoryFor(cost) },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

interface StoredHash {
  cost: ScryptCost;
  salt: Buffer;
  hash: Buffer;
}

function parseStored(stored: string): StoredHash | undefined {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const sane =
    Number.isInteger(cost.N) &&
    cost.N > 1 &&
    cost.N <= LARGEST_N &&
    Number.isInteger(cost.r) &&
    cost.r >= 1 &&
    Number.isInteger(cost.p) &&
    cost.p >= 1;
  if (scheme !== SCHEME || !sane || !salt || !hash) return undefined;
  return { cost, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return [SCHEME, cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.cost);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** A hash made with less work than `cost` asks for, hashed again at the next successful sign-in. */
export function isWeakerThan(stored: string, cost: ScryptCost): boolean {
  const parsed = parseStored(stored);
  return !parsed || parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p;
}

/**
 * Compared against when the username is unknown, so both failures take the same time as a known
 * user's hash at the configured cost.
 */
export function dummyPasswordHash(cost: ScryptCost): string {
  return [
    SCHEME,
    cost.N,
    cost.r,
    cost.p,
    Buffer.alloc(16).toString('base64'),
    Buffer.alloc(KEY_LENGTH).toString('base64'),
  ].join('$');
}
