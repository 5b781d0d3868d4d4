import { randomBytes } from 'node:crypto';

/** A multipart/form-data body as a browser sends it: the text fields first, then the file. */
export function multipartForm(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name?: string; type?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----larder${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'image.png'}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The form with the caller's authorization header added. */
export const withToken = (
  auth: { authorization: string },
  form: ReturnType<typeof multipartForm>,
) => ({ payload: form.payload, headers: { ...form.headers, ...auth } });
