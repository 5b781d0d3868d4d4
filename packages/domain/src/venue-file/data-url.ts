/**
 * Data URLs and the bytes they carry (a thumbnail is kept as a data URL; a venue file keeps
 * its picture as a file). Base64 through the platform's `atob` / `btoa` (browsers, workers and
 * Node have them).
 */

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/s;

/** The type and bytes of a data URL, or null when it is not one. */
export function dataUrlBytes(dataUrl: string): { type: string; bytes: Uint8Array } | null {
  const match = DATA_URL.exec(dataUrl);
  if (!match) return null;
  const type = (match[1] || 'text/plain').toLowerCase();
  const base64 = (match[2] ?? '').split(';').includes('base64');
  const body = match[3] ?? '';
  try {
    if (!base64) return { type, bytes: new TextEncoder().encode(decodeURIComponent(body)) };
    const text = atob(body);
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
    return { type, bytes };
  } catch {
    return null;
  }
}

/** The base64 data URL of `bytes` of `type`. */
export function bytesDataUrl(type: string, bytes: Uint8Array): string {
  let text = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    text += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return `data:${type};base64,${btoa(text)}`;
}
