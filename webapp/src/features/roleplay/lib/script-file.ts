// Script upload (spec 001 §5): PDF or plain text only, with the spec's messages.
import { MAX_SCRIPT_CHARS } from './scenarios';

export type ScriptMessage = { title: string; description: string };

export const SCRIPT_MESSAGES = {
  unsupported: { title: 'Unsupported File Type', description: 'Please upload a PDF (.pdf) or text (.txt) file.' },
  noText: { title: 'No Text Found', description: "We couldn't find any text in that file. If it is a scanned PDF, paste your script instead." },
  pdfFailed: { title: 'PDF Processing Failed', description: "We couldn't read that PDF. Try another file, or paste the text of your script." },
  tooLarge: { title: 'File Too Large', description: 'Please upload a script file under 20 MB.' },
} satisfies Record<string, ScriptMessage>;

/** Saving an empty script. */
export const EMPTY_SCRIPT_MESSAGE = 'Please enter or upload a script first.';

export const MAX_SCRIPT_FILE_BYTES = 20 * 1024 * 1024;

export class ScriptFileError extends Error {
  readonly title: string;
  readonly description: string;
  constructor({ title, description }: ScriptMessage, options?: { cause?: unknown }) {
    super(`${title}: ${description}`, options);
    this.name = 'ScriptFileError';
    this.title = title;
    this.description = description;
  }
}

export function scriptFileKind(file: Pick<File, 'name' | 'type'>): 'pdf' | 'txt' | null {
  const name = file.name.toLowerCase();
  if (file.type === 'application/pdf' || name.endsWith('.pdf')) return 'pdf';
  if (file.type === 'text/plain' || name.endsWith('.txt')) return 'txt';
  return null;
}

/** Control characters the server refuses in a script (newlines and tabs stay). */
const CONTROL = /(?![\t\n\r])\p{Cc}/gu;

/** Tidies script text: no control characters, no runs of blank lines, at most MAX_SCRIPT_CHARS. */
export function cleanScript(text: string): { text: string; truncated: boolean } {
  const clean = text
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const chars = Array.from(clean);
  if (chars.length <= MAX_SCRIPT_CHARS) return { text: clean, truncated: false };
  return { text: chars.slice(0, MAX_SCRIPT_CHARS).join(''), truncated: true };
}

// Blob.text()/arrayBuffer() where the browser has them, FileReader otherwise.
function read<T extends string | ArrayBuffer>(file: Blob, as: 'text' | 'buffer'): Promise<T> {
  if (as === 'text' && typeof file.text === 'function') return file.text() as Promise<T>;
  if (as === 'buffer' && typeof file.arrayBuffer === 'function') return file.arrayBuffer() as Promise<T>;
  return new Promise<T>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as T);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    if (as === 'text') reader.readAsText(file);
    else reader.readAsArrayBuffer(file);
  });
}

type ExtractPdf = (data: ArrayBuffer, maxChars: number) => Promise<string>;

const loadPdfExtractor: ExtractPdf = async (data, maxChars) => (await import('./pdf')).extractPdfText(data, maxChars);

/** Reads a chosen file's text, or throws a ScriptFileError with the message to show. */
export async function readScriptFile(file: File, extractPdf: ExtractPdf = loadPdfExtractor): Promise<{ text: string; truncated: boolean }> {
  const kind = scriptFileKind(file);
  if (!kind) throw new ScriptFileError(SCRIPT_MESSAGES.unsupported);
  if (file.size > MAX_SCRIPT_FILE_BYTES) throw new ScriptFileError(SCRIPT_MESSAGES.tooLarge);
  let raw: string;
  if (kind === 'txt') {
    raw = await read<string>(file, 'text');
  } else {
    try {
      raw = await extractPdf(await read<ArrayBuffer>(file, 'buffer'), MAX_SCRIPT_CHARS);
    } catch (error) {
      throw new ScriptFileError(SCRIPT_MESSAGES.pdfFailed, { cause: error });
    }
  }
  const result = cleanScript(raw);
  if (result.text === '') throw new ScriptFileError(SCRIPT_MESSAGES.noText);
  return result;
}
