/**
 * Multipart routes (the product photo call) take bytes, not JSON. Their samples describe the parts
 * as JSON, so the sweep and the random fuzzer bend them like any other body (a NUL in a file name,
 * a part named `constructor`, sixty parts, a quote or CRLF in a header, bytes that are no photo);
 * this writes whatever they became as a multipart/form-data body, exactly as described.
 */
export interface PartSample {
  name: string;
  filename?: string;
  type?: string;
  /** The part's bytes, base64. */
  base64: string;
}

const BOUNDARY = 'selvage-fuzz-Q7MA4YWxkTrZu0gW';
const CRLF = '\r\n';

const text = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** The body and content type for a (possibly bent) JSON text of parts; anything but a list is sent as the body itself. */
export function multipartOf(json: string): { contentType: string; body: Buffer } {
  const contentType = `multipart/form-data; boundary=${BOUNDARY}`;
  let parts: unknown;
  try {
    parts = JSON.parse(json);
  } catch {
    return { contentType, body: Buffer.from(json) };
  }
  if (!Array.isArray(parts)) return { contentType, body: Buffer.from(json) };
  const chunks = parts.map((part: unknown) => {
    const p = (part && typeof part === 'object' && !Array.isArray(part) ? part : { name: part }) as Record<string, unknown>;
    const disposition = `form-data; name="${text(p.name)}"${p.filename === undefined ? '' : `; filename="${text(p.filename)}"`}`;
    const head = `--${BOUNDARY}${CRLF}Content-Disposition: ${disposition}${CRLF}${p.type === undefined ? '' : `Content-Type: ${text(p.type)}${CRLF}`}${CRLF}`;
    const bytes = typeof p.base64 === 'string' ? Buffer.from(p.base64, 'base64') : Buffer.from(text(p.base64));
    return Buffer.concat([Buffer.from(head), bytes, Buffer.from(CRLF)]);
  });
  return { contentType, body: Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--${CRLF}`)]) };
}
