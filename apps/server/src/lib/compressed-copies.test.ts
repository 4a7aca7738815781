import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedCopies, encodingFor } from './compressed-copies.ts';

describe('encodingFor', () => {
  it('prefers brotli, then gzip, as the reader accepts them', () => {
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor('gzip, deflate')).toBe('gzip');
    expect(encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(encodingFor('x-gzip')).toBe('gzip');
    expect(encodingFor('*')).toBe('gzip');
  });

  it('sends plain text to a reader who accepts neither', () => {
    expect(encodingFor(undefined)).toBeNull();
    expect(encodingFor('')).toBeNull();
    expect(encodingFor('identity')).toBeNull();
    expect(encodingFor('deflate')).toBeNull();
    expect(encodingFor('br;q=0, gzip;q=0')).toBeNull();
  });
});

describe('CompressedCopies', () => {
  const text = `<p>Uzungöl, Ayder ve Sümela — أوزنجول</p>`.repeat(200);

  it('gives back the same text in each encoding', () => {
    const copies = new CompressedCopies(text);
    expect(brotliDecompressSync(copies.in('br')).toString('utf8')).toBe(text);
    expect(gunzipSync(copies.in('gzip')).toString('utf8')).toBe(text);
    expect(copies.in('br').length).toBeLessThan(Buffer.byteLength(text) / 10);
  });

  it('compresses once per encoding, however many readers ask', () => {
    const copies = new CompressedCopies(text);
    expect(copies.in('br')).toBe(copies.in('br'));
    expect(copies.in('gzip')).toBe(copies.in('gzip'));
  });
});
