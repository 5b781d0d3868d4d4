import { z } from 'zod';

/** Restricted codes are 4 to 12 characters (digits or letters) before encoding. */
export const RESTRICTED_CODE_PATTERN = /^[A-Za-z0-9]{4,12}$/;

function decodeBase64(value: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value) || value.length % 4 !== 0) return null;
  const binary = atob(value);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Encodes a restricted code as it is sent (product spec §5: base64-encoded before sending). */
export function encodeRestrictedCode(code: string): string {
  const bytes = new TextEncoder().encode(code);
  return btoa(String.fromCharCode(...bytes));
}

/** Body of "set restricted": the code arrives base64-encoded and is decoded here. */
export const restrictedCodeSchema = z.object({
  restrictedCode: z.string().transform((value, ctx) => {
    const code = decodeBase64(value);
    if (code === null || !RESTRICTED_CODE_PATTERN.test(code)) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a base64-encoded code of 4 to 12 letters or digits',
      });
      return z.NEVER;
    }
    return code;
  }),
});

/** Body of the restricted reset: the 6-digit code from the e-mail. */
export const restrictedResetSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be the 6-digit code from the e-mail'),
});
