// CRM connections (spec 000 §3, §7): a webhook URL per provider, stored in
// this browser under crm_connections, default provider zapier. The push and
// the e-mail fallback go straight from the browser to the user's webhook.
import { z } from 'zod';

import { local } from '@/lib/storage';

export const CRM_STORAGE_KEY = 'crm_connections';

export const CRM_PROVIDERS = [
  { id: 'zapier', label: 'Zapier' },
  { id: 'make', label: 'Make' },
  { id: 'hubspot', label: 'HubSpot' },
  { id: 'salesforce', label: 'Salesforce' },
  { id: 'pipedrive', label: 'Pipedrive' },
  { id: 'custom', label: 'Custom webhook' },
] as const;

export type CrmProvider = (typeof CRM_PROVIDERS)[number]['id'];
export const DEFAULT_CRM_PROVIDER: CrmProvider = 'zapier';

export type CrmConnections = { provider: CrmProvider; webhooks: Partial<Record<CrmProvider, string>> };

export const providerLabel = (id: CrmProvider) => CRM_PROVIDERS.find((p) => p.id === id)?.label ?? id;

const isProvider = (value: unknown): value is CrmProvider => CRM_PROVIDERS.some((p) => p.id === value);

export function loadCrmConnections(): CrmConnections {
  const stored = local.getJSON<Partial<CrmConnections>>(CRM_STORAGE_KEY);
  const webhooks: CrmConnections['webhooks'] = {};
  if (stored && typeof stored.webhooks === 'object' && stored.webhooks) {
    for (const [key, value] of Object.entries(stored.webhooks)) {
      if (isProvider(key) && typeof value === 'string' && value.trim()) webhooks[key] = value.trim();
    }
  }
  return { provider: isProvider(stored?.provider) ? stored.provider : DEFAULT_CRM_PROVIDER, webhooks };
}

export const saveCrmConnections = (connections: CrmConnections) => local.setJSON(CRM_STORAGE_KEY, connections);

/** An http(s) URL, or an error message. */
export function validateWebhookUrl(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'The webhook URL must start with https://';
    return null;
  } catch {
    return 'Please enter a valid URL, e.g. https://hooks.zapier.com/hooks/catch/…';
  }
}

const webhookUrl = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const error = validateWebhookUrl(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

/** The CRM settings form: the chosen provider and a webhook URL (or nothing) for each. */
export const crmSettingsSchema = z.object({
  provider: z.enum(CRM_PROVIDERS.map((p) => p.id) as [CrmProvider, ...CrmProvider[]]),
  webhooks: z.object(Object.fromEntries(CRM_PROVIDERS.map((p) => [p.id, webhookUrl])) as Record<CrmProvider, typeof webhookUrl>),
});
export type CrmSettingsInput = z.input<typeof crmSettingsSchema>;

/** The form's values for stored connections: every provider has a field. */
export const crmSettingsDefaults = ({ provider, webhooks }: CrmConnections): CrmSettingsInput => ({
  provider,
  webhooks: Object.fromEntries(CRM_PROVIDERS.map((p) => [p.id, webhooks[p.id] ?? ''])) as Record<CrmProvider, string>,
});

/** What to store: the provider and only the URLs that were filled in. */
export const connectionsFrom = ({ provider, webhooks }: z.output<typeof crmSettingsSchema>): CrmConnections => ({
  provider,
  webhooks: Object.fromEntries(Object.entries(webhooks).filter(([, url]) => url !== '')),
});

export type SessionData = {
  type: 'text' | 'voice';
  response: string;
  feedback: string;
  score: number;
  timestamp: string;
};

export type CrmResult = { ok: boolean; message: string };

/**
 * Pushes a session to the selected provider's webhook: the session data plus
 * timestamp, source, crmProvider and isPriority (a PDF recap request).
 * Success is the response's ok flag.
 */
export async function pushToCrm(
  sessionData: SessionData,
  { requestType = 'session_log', connections = loadCrmConnections(), fetchImpl = fetch }: { requestType?: string; connections?: CrmConnections; fetchImpl?: typeof fetch } = {},
): Promise<CrmResult> {
  const provider = connections.provider;
  const url = connections.webhooks[provider];
  const name = providerLabel(provider);
  if (!url) return { ok: false, message: `${name} webhook URL not configured` };
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...sessionData,
        requestType,
        timestamp: new Date().toISOString(),
        source: 'pitchperfect-demo',
        crmProvider: provider,
        isPriority: requestType === 'pdf_recap',
      }),
    });
    if (response.ok) return { ok: true, message: `Successfully pushed to ${name}` };
    return { ok: false, message: `Webhook failed: ${response.statusText || `HTTP ${response.status}`}` };
  } catch (error) {
    return { ok: false, message: `Error: ${error instanceof Error && error.message ? error.message : 'An unexpected error occurred'}` };
  }
}

/**
 * The e-mail fallback when the server cannot send: asks the user's webhook
 * to send it (no-cors, so the answer cannot be read: "request sent").
 */
export async function requestEmailViaWebhook(
  email: string,
  sessionData: SessionData,
  { connections = loadCrmConnections(), fetchImpl = fetch }: { connections?: CrmConnections; fetchImpl?: typeof fetch } = {},
): Promise<CrmResult> {
  const url = connections.webhooks[connections.provider];
  if (!url) return { ok: false, message: 'No email mechanism configured' };
  try {
    await fetchImpl(url, {
      method: 'POST',
      mode: 'no-cors',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({
        email,
        subject: 'Your PitchPerfect practice feedback',
        messageType: 'feedback_confirmation',
        timestamp: new Date().toISOString(),
        message: `Score: ${sessionData.score}/100\n\nYour answer: ${sessionData.response}\n\nFeedback: ${sessionData.feedback}`,
        priority: 'normal',
        sessionData,
      }),
    });
    return { ok: true, message: 'Confirmation email request sent via webhook' };
  } catch (error) {
    return { ok: false, message: `Error: ${error instanceof Error && error.message ? error.message : 'An unexpected error occurred'}` };
  }
}
