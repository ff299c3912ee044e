/**
 * A look at an upload's ZIP container before any spreadsheet code touches it: the local-file signature, and the
 * central directory's entry count and declared uncompressed sizes, so a "zip bomb" is refused before it is
 * inflated. Pure buffer reading; nothing is decompressed here.
 */

export const ZIP_LIMITS = {
  /** Sum of the declared uncompressed sizes of every entry. */
  maxUncompressedBytes: 100 * 1024 * 1024,
  maxEntries: 2000,
} as const;

export type ZipCheck =
  | { ok: true; entries: number; uncompressedBytes: number }
  | { ok: false; reason: 'signature' | 'corrupt' | 'too-large' };

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;

/** True when the buffer starts like a ZIP archive (every .xlsx is one). */
export function hasZipSignature(buffer: Buffer): boolean {
  return buffer.length >= 4 && buffer.readUInt32LE(0) === LOCAL_HEADER;
}

/** Checks the container: signature, a readable central directory, and its size limits. */
export function checkZip(buffer: Buffer, limits = ZIP_LIMITS): ZipCheck {
  if (!hasZipSignature(buffer)) return { ok: false, reason: 'signature' };
  // the end-of-central-directory record: 22 bytes plus a comment of at most 65535 bytes, at the very end
  const earliest = Math.max(0, buffer.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buffer.length - 22; i >= earliest; i--) {
    if (buffer.readUInt32LE(i) === END_OF_DIRECTORY) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return { ok: false, reason: 'corrupt' };
  const entries = buffer.readUInt16LE(eocd + 10);
  const size = buffer.readUInt32LE(eocd + 12);
  const offset = buffer.readUInt32LE(eocd + 16);
  // ZIP64 markers: an .xlsx of at most 10 MB never needs them
  if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) return { ok: false, reason: 'too-large' };
  if (entries === 0 || offset + size > eocd) return { ok: false, reason: 'corrupt' };
  if (entries > limits.maxEntries) return { ok: false, reason: 'too-large' };
  let at = offset;
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > eocd || buffer.readUInt32LE(at) !== CENTRAL_HEADER) return { ok: false, reason: 'corrupt' };
    const uncompressed = buffer.readUInt32LE(at + 24);
    if (uncompressed === 0xffffffff) return { ok: false, reason: 'too-large' };
    total += uncompressed;
    if (total > limits.maxUncompressedBytes) return { ok: false, reason: 'too-large' };
    at += 46 + buffer.readUInt16LE(at + 28) + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
  }
  return { ok: true, entries, uncompressedBytes: total };
}
