import {
  connectionsFrom,
  CRM_STORAGE_KEY,
  crmSettingsDefaults,
  crmSettingsSchema,
  loadCrmConnections,
  pushToCrm,
  requestEmailViaWebhook,
  saveCrmConnections,
  validateWebhookUrl,
} from '../crm';

const session = { type: 'text' as const, response: 'I hear you', feedback: 'Good start', score: 72, timestamp: '2026-01-01T00:00:00.000Z' };

describe('CRM connections', () => {
  it('defaults to zapier with no URLs and keeps only known providers', () => {
    expect(loadCrmConnections()).toEqual({ provider: 'zapier', webhooks: {} });
    localStorage.setItem(CRM_STORAGE_KEY, JSON.stringify({ provider: 'nope', webhooks: { zapier: ' https://z.example/h ', evil: 'x', make: 3 } }));
    expect(loadCrmConnections()).toEqual({ provider: 'zapier', webhooks: { zapier: 'https://z.example/h' } });
    saveCrmConnections({ provider: 'hubspot', webhooks: { hubspot: 'https://h.example/hook' } });
    expect(loadCrmConnections().provider).toBe('hubspot');
  });

  it('validates webhook URLs', () => {
    expect(validateWebhookUrl('')).toBeNull();
    expect(validateWebhookUrl('https://hooks.zapier.com/x')).toBeNull();
    expect(validateWebhookUrl('ftp://x')).toMatch(/https/);
    expect(validateWebhookUrl('not a url')).toMatch(/valid URL/);
  });

  it('reports a missing URL with the spec message', async () => {
    expect(await pushToCrm(session, { connections: { provider: 'zapier', webhooks: {} } })).toEqual({ ok: false, message: 'Zapier webhook URL not configured' });
    expect(await requestEmailViaWebhook('a@b.co', session, { connections: { provider: 'zapier', webhooks: {} } })).toEqual({
      ok: false,
      message: 'No email mechanism configured',
    });
  });

  it('pushes the session with timestamp, source, provider and priority', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(new Response('{}', { status: 200 }));
    const result = await pushToCrm(session, { requestType: 'pdf_recap', connections: { provider: 'zapier', webhooks: { zapier: 'https://z.example/h' } }, fetchImpl });
    expect(result).toEqual({ ok: true, message: 'Successfully pushed to Zapier' });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://z.example/h');
    expect(JSON.parse(init.body)).toEqual(
      expect.objectContaining({ ...session, source: 'pitchperfect-demo', crmProvider: 'zapier', isPriority: true, timestamp: expect.any(String) }),
    );
  });

  it('reports webhook failures and errors', async () => {
    const connections = { provider: 'make' as const, webhooks: { make: 'https://m.example/h' } };
    const failing = jest.fn().mockResolvedValue(new Response('', { status: 410, statusText: 'Gone' }));
    expect(await pushToCrm(session, { connections, fetchImpl: failing })).toEqual({ ok: false, message: 'Webhook failed: Gone' });
    const throwing = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await pushToCrm(session, { connections, fetchImpl: throwing })).toEqual({ ok: false, message: 'Error: Failed to fetch' });
  });

  it('asks the webhook to send the e-mail (no-cors)', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(new Response(null, { status: 200 }));
    const result = await requestEmailViaWebhook('a@b.co', session, { connections: { provider: 'zapier', webhooks: { zapier: 'https://z.example/h' } }, fetchImpl });
    expect(result).toEqual({ ok: true, message: 'Confirmation email request sent via webhook' });
    expect(fetchImpl.mock.calls[0]![1].mode).toBe('no-cors');
    expect(JSON.parse(fetchImpl.mock.calls[0]![1].body)).toEqual(expect.objectContaining({ email: 'a@b.co', sessionData: session, subject: expect.any(String) }));
  });
});

describe('CRM settings form', () => {
  it('gives every provider a field, checks each URL, and stores only the filled-in ones, trimmed', () => {
    const values = crmSettingsDefaults({ provider: 'make', webhooks: { make: 'https://hook.make.com/x' } });
    expect(values.webhooks).toMatchObject({ zapier: '', make: 'https://hook.make.com/x', custom: '' });

    const bad = crmSettingsSchema.safeParse({ ...values, webhooks: { ...values.webhooks, hubspot: 'ftp://example.com' } });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['webhooks.hubspot', 'The webhook URL must start with https://']]);

    const good = crmSettingsSchema.parse({ ...values, webhooks: { ...values.webhooks, zapier: ' https://hooks.zapier.com/1 ' } });
    expect(connectionsFrom(good)).toEqual({ provider: 'make', webhooks: { zapier: 'https://hooks.zapier.com/1', make: 'https://hook.make.com/x' } });
  });
});
