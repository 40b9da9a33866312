import { installFakeXhr } from '@/testing/fake-xhr';

import { bucketErrorMessage, PutError, putFile } from '../put-file';

let xhr: ReturnType<typeof installFakeXhr>;
beforeEach(() => {
  xhr = installFakeXhr();
});
afterEach(() => xhr.restore());

const body = new Blob([new Uint8Array(1000)], { type: 'audio/wav' });
const grant = { url: 'http://127.0.0.1:9/s3/bucket/recordings/u/c.wav?X-Amz-Signature=abc', headers: { 'Content-Type': 'audio/wav', 'Content-Length': '1000' } };

test('PUTs the file to the grant URL with its headers and reports progress', async () => {
  const progress: number[] = [];
  const put = putFile({ ...grant, body, onProgress: (p) => progress.push(p.loaded) });
  const req = xhr.last()!;
  expect(req.method).toBe('PUT');
  expect(req.url).toBe(grant.url);
  // Content-Length is the browser's to set.
  expect(req.headers).toEqual({ 'Content-Type': 'audio/wav' });
  expect(req.body).toBe(body);
  req.progress(250, 1000);
  req.progress(1000, 1000);
  req.respond(200);
  await expect(put.done).resolves.toBeUndefined();
  expect(progress).toEqual([250, 1000, 1000]);
});

test("a refusal carries the bucket's message", async () => {
  const put = putFile({ ...grant, body });
  xhr.last()!.respond(403, '<?xml version="1.0"?><Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match</Message></Error>');
  const error = await put.done.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(PutError);
  expect(error).toMatchObject({ kind: 'refused', status: 403, message: 'The storage refused the file: The request signature we calculated does not match (SignatureDoesNotMatch).' });
});

test('a network failure and an abort are told apart', async () => {
  const failed = putFile({ ...grant, body });
  xhr.last()!.fail();
  await expect(failed.done).rejects.toMatchObject({ kind: 'network' });

  const cancelled = putFile({ ...grant, body });
  cancelled.abort();
  expect(xhr.last()!.aborted).toBe(true);
  await expect(cancelled.done).rejects.toMatchObject({ kind: 'aborted', message: 'Upload cancelled.' });
});

test('bucketErrorMessage', () => {
  expect(bucketErrorMessage(403, '<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>')).toBe('The upload link expired. Please retry.');
  expect(bucketErrorMessage(500, '')).toBe('The storage refused the file (HTTP 500).');
});
