import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A SHA-256 digest of an API key. Only digests of collection keys are stored on disk. */
export type KeyDigest = Buffer;

export function generateKey(prefix: string): string {
  return `${prefix}_${randomBytes(24).toString('base64url')}`;
}

export function digestKey(key: string): KeyDigest {
  return createHash('sha256').update(key, 'utf8').digest();
}

/**
 * Constant-time comparison of a presented key with a stored digest. Hashing first gives both sides
 * the same length, so timingSafeEqual never throws and the comparison time does not depend on
 * how many leading characters match.
 */
export function keyMatches(presented: KeyDigest, stored: KeyDigest): boolean {
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
