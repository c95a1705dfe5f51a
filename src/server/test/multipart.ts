/**
 * Photo calls as the browser sends them: a multipart/form-data body built by the platform's own
 * FormData encoder (the one `fetch` uses), so tests never hand-write boundaries.
 */
export interface Part {
  /** The part's field name; the photo route takes `photos`. */
  name?: string;
  filename?: string;
  type?: string;
  bytes: Uint8Array | string;
}

export async function multipartBody(parts: readonly Part[]): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  for (const part of parts) {
    const name = part.name ?? 'photos';
    if (typeof part.bytes === 'string') form.append(name, part.bytes);
    else form.append(name, new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'image/jpeg' }), part.filename ?? 'photo.jpg');
  }
  const request = new Request('http://selvage.test/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

/** The photos as file parts named `photos`, in order. */
export const photoParts = (photos: readonly Uint8Array[], type = 'image/jpeg'): Part[] =>
  photos.map((bytes, i) => ({ bytes, type, filename: `photo-${i + 1}.jpg` }));
