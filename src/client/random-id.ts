/**
 * A random version 4 UUID, the browser's draft, photo and message ids (a draft id is also the
 * upload's Idempotency-Key). Not `crypto.randomUUID`: browsers give it to secure pages only (https
 * or localhost), and phones on the shop's Wi-Fi open Selvage over plain http
 * (http://shop.lan:3000), where `crypto.getRandomValues` is still there.
 */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // RFC 9562 section 5.4: version 4 in the high nibble of byte 6, variant 10 in the top bits of byte 8.
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
