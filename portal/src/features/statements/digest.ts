/** The SHA-256 of a file, computed in the browser with WebCrypto (issue 16.4): the file never leaves the device. */
export async function sha256Hex(data: ArrayBuffer | Blob): Promise<string> {
  const bytes = data instanceof Blob ? await data.arrayBuffer() : data;
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A pasted digest as the API compares it (trimmed, lower case), or undefined when it is not 64 hexadecimal characters. */
export function normalizedDigest(text: string): string | undefined {
  const t = text.trim().toLowerCase();
  return /^[0-9a-f]{64}$/.test(t) ? t : undefined;
}
