import { describe, expect, it } from 'vitest';
import { normalizedDigest, sha256Hex } from './digest';

describe('statement digest (issue 16.4)', () => {
  it('hashes bytes and files with SHA-256 as hexadecimal', async () => {
    const abc = new TextEncoder().encode('abc');
    const want = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    expect(await sha256Hex(abc.buffer)).toBe(want);
    expect(await sha256Hex(new Blob([abc]))).toBe(want);
  });

  it('accepts a pasted digest in any case with spaces around, and nothing else', () => {
    expect(normalizedDigest(`  ${'AB'.repeat(32)} `)).toBe('ab'.repeat(32));
    expect(normalizedDigest('ab'.repeat(31))).toBeUndefined();
    expect(normalizedDigest('zz'.repeat(32))).toBeUndefined();
  });
});
