/**
 * Where the photos of an upload are on their way (issue 17 item 7: progress for each photo). They
 * go in one multipart request (D72), so the photo being sent is read off the bytes sent so far:
 * the request's own bytes (boundaries, headers) are spread over the photos in proportion.
 */
export type PhotoSend = { state: 'sending'; photo: number; of: number; percent: number } | { state: 'sent'; of: number };

export function photoSend(sizes: readonly number[], loaded: number, total: number): PhotoSend {
  const of = sizes.length;
  if (total <= 0 || loaded >= total || of === 0) return { state: 'sent', of };
  const all = sizes.reduce((sum, size) => sum + size, 0);
  const reached = (Math.max(0, loaded) / total) * all;
  let before = 0;
  let photo = of;
  for (let i = 0; i < of; i += 1) {
    before += sizes[i]!;
    if (reached < before) {
      photo = i + 1;
      break;
    }
  }
  return { state: 'sending', photo, of, percent: Math.floor((Math.max(0, loaded) / total) * 100) };
}
