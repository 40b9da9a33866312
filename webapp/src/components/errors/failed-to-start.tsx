/** The global startup failure screen (spec 001 §2 Startup). Plain markup: nothing else may be working. */
export function FailedToStart({ message }: { message: string }) {
  return (
    <main role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Failed to Start</h1>
      <p className="mt-3 rounded-md bg-muted px-3 py-2 font-mono text-sm break-words">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => window.location.reload()} className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground">
          Reload Application
        </button>
        <a href="/" className="rounded-md border border-border px-4 py-2 text-sm font-medium">
          Go to Homepage
        </a>
      </div>
      <p className="mt-6 text-sm text-muted-foreground">
        If this keeps happening, check the browser console for details or contact support.
      </p>
    </main>
  );
}

export function StartupSpinner() {
  return (
    <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-3 text-muted-foreground">
      <span aria-hidden="true" className="inline-block size-8 animate-spin rounded-full border-2 border-current border-t-transparent" />
      <span>Initializing application...</span>
    </div>
  );
}
