import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (memory 19 MiB, 2 passes, as OWASP recommends).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Checked when the address is unknown, so that both answers take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('abasto-dummy-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
