// Random v4 UUIDs from the platform's secure random numbers (widgets.md section 8: "Secure random
// numbers unsupported: UUID generation throws"). Math.random is never a fallback: ids made here
// pair native-app replies with their requests and must not be guessable.

export const SECURE_RANDOM_UNSUPPORTED = 'Secure random numbers unsupported';

type RandomSource = Partial<Pick<Crypto, 'randomUUID' | 'getRandomValues'>>;

const hex = (byte: number): string => byte.toString(16).padStart(2, '0');

/** A v4 UUID from 16 random bytes: version nibble 4, variant bits 10 (RFC 9562). */
function uuidFromBytes(bytes: Uint8Array): string {
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const digits = Array.from(bytes, hex).join('');
  return [
    digits.slice(0, 8),
    digits.slice(8, 12),
    digits.slice(12, 16),
    digits.slice(16, 20),
    digits.slice(20),
  ].join('-');
}

/**
 * A random v4 UUID: `crypto.randomUUID` (secure contexts only), else one built from
 * `crypto.getRandomValues`. Throws when neither exists.
 */
export function generateUuid(source: RandomSource | undefined = globalThis.crypto): string {
  if (typeof source?.randomUUID === 'function') return source.randomUUID();
  if (typeof source?.getRandomValues === 'function') {
    return uuidFromBytes(source.getRandomValues(new Uint8Array(16)));
  }
  throw new Error(SECURE_RANDOM_UNSUPPORTED);
}
