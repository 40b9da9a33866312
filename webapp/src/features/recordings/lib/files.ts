// The call upload's client check (spec 001 §7 "Call upload"): the allowed
// types and the 50 MB limit, in the spec's words. The server checks again
// (name, size, type, rate limit) and its answer wins.

/** The spec's call types, in its order (also the file extensions accepted). */
export const CALL_FILE_TYPES = ['wav', 'mp3', 'mpeg', 'webm', 'ogg', 'm4a', 'mp4', 'aac'] as const;
export type CallFileType = (typeof CALL_FILE_TYPES)[number];

/** 50 MB (spec 001 §9: "50MB call upload"). */
export const MAX_CALL_BYTES = 50 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  invalidType: `Invalid file type. Please upload one of: ${CALL_FILE_TYPES.join(', ')}`,
  tooLarge: 'File size exceeds 50MB limit',
  empty: 'The file is empty.',
  failedTitle: 'Upload Failed',
} as const;

// The MIME types each extension may arrive with (browsers differ), the first being the one sent when the browser gives none.
const MIME_TYPES: Record<CallFileType, readonly string[]> = {
  wav: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
  mp3: ['audio/mpeg', 'audio/mp3', 'audio/x-mp3', 'audio/mpeg3'],
  mpeg: ['audio/mpeg', 'video/mpeg'],
  webm: ['audio/webm', 'video/webm'],
  ogg: ['audio/ogg', 'application/ogg', 'audio/opus', 'video/ogg'],
  m4a: ['audio/mp4', 'audio/m4a', 'audio/x-m4a', 'audio/aac'],
  mp4: ['audio/mp4', 'video/mp4'],
  aac: ['audio/aac', 'audio/x-aac', 'audio/aacp'],
};

/** The `accept` attribute of the file picker. */
export const CALL_FILE_ACCEPT = [...CALL_FILE_TYPES.map((t) => `.${t}`), ...new Set(Object.values(MIME_TYPES).flat())].join(',');

/** A file's extension, lower case, without the dot ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

const isCallType = (ext: string): ext is CallFileType => (CALL_FILE_TYPES as readonly string[]).includes(ext);

/** '12.3MB' (MiB, one decimal, as the spec's limit is written). */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)}KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)}MB`;
}

// The MIME types the server signs uploads for: audio/ or video/, then a call type, optionally x- (safety.callTypeOK).
const SERVER_TYPE = new RegExp(`^(audio|video)/(x-)?(${CALL_FILE_TYPES.join('|')})$`);

export type FileCheck = { ok: true; fileType: string } | { ok: false; message: string };

/**
 * The client check of a call file: its extension and, when the browser
 * names one, its MIME type must be among the spec's types; at most 50 MB.
 * `fileType` is the MIME type to ask the server for (and to send the bytes
 * with): the browser's when the server takes it, else the extension's usual
 * one (no type, or a variant such as audio/wave or application/ogg).
 */
export function checkCallFile(file: { name: string; size: number; type: string }): FileCheck {
  const ext = extensionOf(file.name);
  const mime = file.type.split(';')[0]!.trim().toLowerCase();
  if (!isCallType(ext) || (mime !== '' && !MIME_TYPES[ext].includes(mime))) return { ok: false, message: UPLOAD_MESSAGES.invalidType };
  if (file.size > MAX_CALL_BYTES) return { ok: false, message: `${UPLOAD_MESSAGES.tooLarge} (current size: ${formatSize(file.size)})` };
  if (file.size === 0) return { ok: false, message: UPLOAD_MESSAGES.empty };
  return { ok: true, fileType: SERVER_TYPE.test(mime) ? mime : MIME_TYPES[ext][0]! };
}
