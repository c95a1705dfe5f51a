import { describe, expect, it } from 'vitest';
import { photoSend } from './photo-send';

describe('photoSend: which photo of an upload is on its way', () => {
  // Three photos of 100, 300 and 100 bytes in a request of 1,000 (half of it multipart framing).
  const sizes = [100, 300, 100];

  it('names the photo whose bytes are going out, with the share of the whole request sent', () => {
    expect(photoSend(sizes, 0, 1000)).toEqual({ state: 'sending', photo: 1, of: 3, percent: 0 });
    expect(photoSend(sizes, 199, 1000)).toEqual({ state: 'sending', photo: 1, of: 3, percent: 19 });
    // 200 of 1,000 is 100 of the photos' 500 bytes: the first is through, the second starts.
    expect(photoSend(sizes, 200, 1000)).toEqual({ state: 'sending', photo: 2, of: 3, percent: 20 });
    expect(photoSend(sizes, 799, 1000)).toEqual({ state: 'sending', photo: 2, of: 3, percent: 79 });
    expect(photoSend(sizes, 800, 1000)).toEqual({ state: 'sending', photo: 3, of: 3, percent: 80 });
    expect(photoSend(sizes, 999, 1000)).toEqual({ state: 'sending', photo: 3, of: 3, percent: 99 });
  });

  it('says sent once every byte is out: the server is attaching them', () => {
    expect(photoSend(sizes, 1000, 1000)).toEqual({ state: 'sent', of: 3 });
    expect(photoSend(sizes, 1200, 1000)).toEqual({ state: 'sent', of: 3 });
  });

  it('never names a photo that does not exist, whatever the browser reports', () => {
    expect(photoSend(sizes, -5, 1000)).toEqual({ state: 'sending', photo: 1, of: 3, percent: 0 });
    expect(photoSend([], 10, 1000)).toEqual({ state: 'sent', of: 0 });
    expect(photoSend(sizes, 10, 0)).toEqual({ state: 'sent', of: 3 });
    // Photos of no bytes: the last one is the one on its way.
    expect(photoSend([0, 0], 1, 10)).toEqual({ state: 'sending', photo: 2, of: 2, percent: 10 });
  });
});
