// Google tokens are credentials to a member's YouTube account: they are stored encrypted
// (AES-256-GCM, key derived from AUTH_SECRET), so a copy of the database alone does not reveal them.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

const VERSION = "v1";

function keyOf(secret: string): Buffer {
  return createHash("sha256").update(`scriptloom:youtube-tokens:${secret}`).digest();
}

export function sealToken(secret: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url")}`;
}

/** The token, or null when it was sealed with another secret (AUTH_SECRET changed) or is damaged. */
export function openToken(secret: string, value: string): string | null {
  const [version, payload] = value.split(".");
  if (version !== VERSION || !payload) return null;
  const bytes = Buffer.from(payload, "base64url");
  if (bytes.length < 29) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    // The authentication tag did not match: another secret sealed it; the member signs in again.
    return null;
  }
}
