// PDF text extraction with pdf.js, loaded (library and worker) only when a
// PDF is actually chosen, so it stays out of every other chunk.
import type { TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api';

/** Pages read at most: a script longer than this is not a script. */
const MAX_PAGES = 100;

export async function extractPdfText(data: ArrayBuffer, maxChars: number): Promise<string> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise;
  try {
    let text = '';
    for (let n = 1; n <= Math.min(doc.numPages, MAX_PAGES) && text.length <= maxChars; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      text += content.items.map((item: TextItem | TextMarkedContent) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
      text += '\n\n';
      page.cleanup();
    }
    return text;
  } finally {
    await doc.destroy();
  }
}
