import { Button, buttonClasses } from '@/components/ui/button';

export const FALLBACK_ERROR_MESSAGE = 'An unexpected error occurred';

type ErrorScreenProps = {
  error?: unknown;
  /** Clears the error and renders again (the error boundary's Try Again). */
  onRetry?: () => void;
};

/** The generic error screen of spec 000 §8. */
export function ErrorScreen({ error, onRetry }: ErrorScreenProps) {
  const message = error instanceof Error && error.message ? error.message : FALLBACK_ERROR_MESSAGE;
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Oops! Something went wrong</h1>
      <p className="mt-3 text-muted-foreground">
        We've encountered an unexpected error. Don't worry - your data is safe and our team has been notified.
      </p>
      <p className="mt-3 rounded-md bg-muted px-3 py-2 font-mono text-sm break-words">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry ?? (() => window.location.reload())}>Try Again</Button>
        {/* Plain links: a full load resets whatever state broke. */}
        <a href="/" className={buttonClasses('outline')}>
          Go Home
        </a>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      </div>
      <div className="mt-8 text-left text-sm text-muted-foreground">
        <p className="font-medium text-foreground">If the problem persists:</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>Clear your browser cache and reload</li>
          <li>Check your internet connection</li>
          <li>Try a different browser</li>
        </ul>
      </div>
    </div>
  );
}
