// Audio travels to the API as base64 inside JSON (the contract of
// voice-to-text and the role-play reply), and comes back that way from tts.

// String.fromCharCode takes its arguments on the stack: convert in slices.
const SLICE = 0x8000;

/** The bytes as standard base64 (no data: prefix). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  }
  return btoa(binary);
}

/** The bytes of standard base64; a `data:...;base64,` prefix is skipped. */
export function base64ToBytes(base64: string): Uint8Array {
  const comma = base64.startsWith('data:') ? base64.indexOf(',') : -1;
  const binary = atob(comma >= 0 ? base64.slice(comma + 1) : base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A blob's bytes as standard base64 (no data: prefix), as voice-to-text takes them. */
export async function blobToBase64(blob: Blob): Promise<string> {
  return bytesToBase64(new Uint8Array(await blob.arrayBuffer()));
}
