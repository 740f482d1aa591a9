import { describe, expect, it } from 'vitest';
import { decodeBase64 } from '../../../../src/dom/actions/upload';

describe('decodeBase64 (not atob: the page may replace it)', () => {
  it('agrees with Node on every length and both alphabets', () => {
    for (let n = 0; n < 40; n++) {
      const bytes = Buffer.from(Array.from({ length: n }, (_, i) => (i * 97 + n * 31) & 255));
      const b64 = bytes.toString('base64');
      expect(Buffer.from(decodeBase64(b64)!)).toEqual(bytes);
      expect(Buffer.from(decodeBase64(b64.replace(/=+$/, ''))!)).toEqual(bytes);
      expect(Buffer.from(decodeBase64(bytes.toString('base64url'))!)).toEqual(bytes);
    }
  });
  it('rejects what is not base64', () => {
    expect(decodeBase64('a')).toBeNull();
    expect(decodeBase64('ab$c')).toBeNull();
  });
});
