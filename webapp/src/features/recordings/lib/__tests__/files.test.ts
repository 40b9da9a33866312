import { CALL_FILE_ACCEPT, checkCallFile, extensionOf, formatSize, MAX_CALL_BYTES, UPLOAD_MESSAGES } from '../files';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkCallFile', () => {
  it.each([
    ['call.wav', 'audio/wav'],
    ['call.WAV', 'audio/x-wav'],
    ['call.mp3', 'audio/mpeg'],
    ['call.mpeg', 'audio/mpeg'],
    ['call.webm', 'audio/webm'],
    ['call.ogg', 'audio/ogg'],
    ['call.m4a', 'audio/x-m4a'],
    ['call.mp4', 'video/mp4'],
    ['call.aac', 'audio/aac'],
  ])('accepts %s (%s) and asks for that type', (name, type) => {
    expect(checkCallFile(file(name, type))).toEqual({ ok: true, fileType: type });
  });

  it('names the usual type when the browser gives none or one the server does not sign', () => {
    expect(checkCallFile(file('call.m4a', ''))).toEqual({ ok: true, fileType: 'audio/mp4' });
    expect(checkCallFile(file('call.wav', ''))).toEqual({ ok: true, fileType: 'audio/wav' });
    expect(checkCallFile(file('call.wav', 'audio/vnd.wave'))).toEqual({ ok: true, fileType: 'audio/wav' });
    expect(checkCallFile(file('call.ogg', 'application/ogg'))).toEqual({ ok: true, fileType: 'audio/ogg' });
    expect(checkCallFile(file('call.mp3', 'audio/mpeg3'))).toEqual({ ok: true, fileType: 'audio/mpeg' });
    expect(checkCallFile(file('call.aac', 'audio/aacp; codecs=x'))).toEqual({ ok: true, fileType: 'audio/aac' });
  });

  it("refuses other types in the spec's words, with the list", () => {
    const expected = { ok: false, message: 'Invalid file type. Please upload one of: wav, mp3, mpeg, webm, ogg, m4a, mp4, aac' };
    expect(checkCallFile(file('notes.pdf', 'application/pdf'))).toEqual(expected);
    expect(checkCallFile(file('setup.exe', ''))).toEqual(expected);
    expect(checkCallFile(file('call', 'audio/wav'))).toEqual(expected);
    // A renamed file whose type the browser knows.
    expect(checkCallFile(file('call.wav', 'application/x-msdownload'))).toEqual(expected);
    expect(checkCallFile(file('call.flac', 'audio/flac'))).toEqual(expected);
  });

  it('refuses over 50MB with the current size; exactly 50MB passes', () => {
    expect(checkCallFile(file('call.wav', 'audio/wav', MAX_CALL_BYTES)).ok).toBe(true);
    expect(checkCallFile(file('call.wav', 'audio/wav', MAX_CALL_BYTES + 1))).toEqual({ ok: false, message: 'File size exceeds 50MB limit (current size: 50.0MB)' });
    expect(checkCallFile(file('call.wav', 'audio/wav', 63 * 1024 * 1024))).toEqual({ ok: false, message: 'File size exceeds 50MB limit (current size: 63.0MB)' });
  });

  it('refuses an empty file', () => {
    expect(checkCallFile(file('call.wav', 'audio/wav', 0))).toEqual({ ok: false, message: UPLOAD_MESSAGES.empty });
  });
});

test('extensionOf', () => {
  expect(extensionOf('Q3 call.final.MP3')).toBe('mp3');
  expect(extensionOf('.wav')).toBe('');
  expect(extensionOf('call.')).toBe('');
});

test('formatSize', () => {
  expect(formatSize(512)).toBe('512 B');
  expect(formatSize(2048)).toBe('2.0KB');
  expect(formatSize(12.34 * 1024 * 1024)).toBe('12.3MB');
});

test('the picker accepts every extension', () => {
  for (const ext of ['wav', 'mp3', 'mpeg', 'webm', 'ogg', 'm4a', 'mp4', 'aac']) expect(CALL_FILE_ACCEPT.split(',')).toContain(`.${ext}`);
});
