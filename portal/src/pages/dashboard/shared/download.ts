/** Saves a file the API streams (xlsx, zip) under the name the spec gives it, through the portal's one API client. */
import { request } from '../../../api/http';

/** Hands `blob` to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = filename;
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

export async function downloadFile(path: string, query: Record<string, string | undefined>, filename: string) {
  const res = await request(path, { query });
  saveBlob(await res.blob(), filename);
}
