/**
 * The key line of a minisign public key as typed or pasted: its one "RW…" line, or the whole
 * `.pub` file with its "untrusted comment:" line. Undefined when nothing was entered.
 */
export function publicKeyLine(text: string): string | undefined {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('untrusted comment:'));
}

/** A minisign Ed25519 public key: "Ed", an 8-byte key id and 32 key bytes, in base64 (56 characters). */
export const looksLikePublicKey = (text: string): boolean =>
  /^RW[A-Za-z0-9+/]{54}$/.test(publicKeyLine(text) ?? '');
