/**
 * Password storage of the mock shop: a deterministic, salted FNV-1a hash. Not cryptography: it only
 * keeps plain passwords out of saved state files and makes the same seed give the same state.
 */

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

function fnv1a(text: string, seed: number): number {
  let hash = (FNV_OFFSET ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME) >>> 0;
  }
  return hash >>> 0;
}

/**
 * Hashes a password for one buyer (the buyer id is the salt).
 * @example
 * hashPassword('BY000017', 'Attar@2026'); // 'fnv1a$...'
 */
export function hashPassword(buyerId: string, password: string): string {
  const text = `attar:${buyerId}:${password}`;
  const parts = [0, 0x9e3779b9, 0x85ebca6b, 0xc2b2ae35].map((seed) => fnv1a(text, seed).toString(16).padStart(8, '0'));
  return `fnv1a$${parts.join('')}`;
}

/** Whether a password matches a stored hash. */
export function passwordMatches(buyerId: string, password: string, hash: string | undefined): boolean {
  return hash !== undefined && hashPassword(buyerId, password) === hash;
}
