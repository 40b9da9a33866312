import type { ReactNode } from 'react';

import { errorMessage } from '@/lib/api-client';

import { useAppConfig, type AppConfig } from '@/lib/app-config';
import { useHealth, type Health } from '../api/get-health';

// Shows what the server really reports: GET /api/health and GET /api/config.
export function ServerStatus() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <HealthCard />
      <ConfigCard />
    </div>
  );
}

function HealthCard() {
  const health = useHealth();
  return (
    <Card title="Server">
      {health.isPending ? (
        <Loading label="Checking server…" />
      ) : health.isError ? (
        <ErrorNotice message={errorMessage(health.error)} onRetry={() => void health.refetch()} />
      ) : (
        <HealthDetails health={health.data} />
      )}
    </Card>
  );
}

function HealthDetails({ health }: { health: Health }) {
  const { status, ...rest } = health;
  const ok = status === 'ok';
  return (
    <>
      <p className="flex items-center gap-2 font-medium">
        <span
          aria-hidden="true"
          className={`inline-block size-2.5 rounded-full ${ok ? 'bg-emerald-500' : 'bg-amber-500'}`}
        />
        Status: <span data-testid="health-status">{status}</span>
      </p>
      <Fields entries={flatten(rest)} />
    </>
  );
}

function ConfigCard() {
  const config = useAppConfig();
  return (
    <Card title="Sign-in settings">
      {config.isPending ? (
        <Loading label="Loading configuration…" />
      ) : config.isError ? (
        <ErrorNotice message={errorMessage(config.error)} onRetry={() => void config.refetch()} />
      ) : (
        <ConfigDetails config={config.data} />
      )}
    </Card>
  );
}

function ConfigDetails({ config }: { config: AppConfig }) {
  const { auth, features } = config;
  const authEntries: [string, string][] = [
    ['Region', auth.region],
    ['User pool', auth.userPoolId],
    ['App client', auth.userPoolClientId],
  ];
  if (auth.userPoolEndpoint) authEntries.push(['Endpoint', auth.userPoolEndpoint]);
  const featureEntries = Object.entries(features ?? {});
  return (
    <>
      <Fields entries={authEntries} />
      {featureEntries.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-medium text-slate-700">Features</h3>
          <Fields entries={featureEntries.map(([name, on]) => [name, on ? 'on' : 'off'])} />
        </>
      )}
    </>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="mb-2 text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="text-sm text-slate-500">
      {label}
    </p>
  );
}

function ErrorNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="text-sm text-red-700">
      <p>{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-2 rounded border border-red-300 px-2 py-1 font-medium hover:bg-red-50"
      >
        Try again
      </button>
    </div>
  );
}

function Fields({ entries }: { entries: [string, string][] }) {
  if (entries.length === 0) return null;
  return (
    <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
      {entries.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="break-all font-mono">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

// Lists extra health fields one level deep: {backends:{db:"local"}} → "backends.db".
function flatten(fields: Record<string, unknown>): [string, string][] {
  return Object.entries(fields).flatMap(([key, value]): [string, string][] =>
    isPlainObject(value)
      ? Object.entries(value).map(([sub, v]) => [`${key}.${sub}`, formatValue(v)])
      : [[key, formatValue(value)]],
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
