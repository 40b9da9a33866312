import { MAX_SCRIPT_CHARS } from '../scenarios';
import { cleanScript, readScriptFile, scriptFileKind, SCRIPT_MESSAGES } from '../script-file';

const file = (parts: string[], name: string, type: string) => new File(parts, name, { type });

describe('script files', () => {
  it('accepts PDF and text by type or extension only', () => {
    expect(scriptFileKind({ name: 'pitch.pdf', type: '' })).toBe('pdf');
    expect(scriptFileKind({ name: 'x', type: 'application/pdf' })).toBe('pdf');
    expect(scriptFileKind({ name: 'pitch.TXT', type: '' })).toBe('txt');
    expect(scriptFileKind({ name: 'pitch.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })).toBeNull();
    expect(scriptFileKind({ name: 'pitch.md', type: 'text/markdown' })).toBeNull();
  });

  it('refuses other types with the spec message', async () => {
    await expect(readScriptFile(file(['x'], 'pitch.docx', 'application/msword'))).rejects.toMatchObject(SCRIPT_MESSAGES.unsupported);
    expect(SCRIPT_MESSAGES.unsupported).toEqual({ title: 'Unsupported File Type', description: 'Please upload a PDF (.pdf) or text (.txt) file.' });
  });

  it('reads a text file and tidies it', async () => {
    const result = await readScriptFile(file(['Hello\r\n\r\n\r\n\r\nthere\u0007 '], 'pitch.txt', 'text/plain'));
    expect(result).toEqual({ text: 'Hello\n\nthere', truncated: false });
  });

  it('says No Text Found for an empty text file or a PDF without text', async () => {
    await expect(readScriptFile(file(['  \n '], 'empty.txt', 'text/plain'))).rejects.toMatchObject({ title: 'No Text Found' });
    const extract = jest.fn().mockResolvedValue(' \n\n ');
    await expect(readScriptFile(file(['%PDF-1.7'], 'scan.pdf', 'application/pdf'), extract)).rejects.toMatchObject({ title: 'No Text Found' });
    expect(extract).toHaveBeenCalledWith(expect.any(ArrayBuffer), MAX_SCRIPT_CHARS);
  });

  it('says PDF Processing Failed when pdf.js cannot read the file', async () => {
    const extract = jest.fn().mockRejectedValue(new Error('Invalid PDF structure'));
    await expect(readScriptFile(file(['junk'], 'broken.pdf', 'application/pdf'), extract)).rejects.toMatchObject({ title: 'PDF Processing Failed' });
  });

  it('returns the text of a PDF', async () => {
    const extract = jest.fn().mockResolvedValue('Our platform cuts onboarding to 2 weeks.\n');
    await expect(readScriptFile(file(['%PDF'], 'script.pdf', ''), extract)).resolves.toEqual({ text: 'Our platform cuts onboarding to 2 weeks.', truncated: false });
  });

  it('keeps at most the server limit', () => {
    const long = cleanScript('a'.repeat(MAX_SCRIPT_CHARS + 10));
    expect(long.truncated).toBe(true);
    expect(long.text).toHaveLength(MAX_SCRIPT_CHARS);
  });
});
