import { Button, buttonClasses } from '@/components/ui/button';
import { clearStoredAuthTokens } from '@/lib/storage';

/** The route guard's screen when auth could not start (spec 001 §2). */
export function AuthErrorScreen({ message, reload = () => window.location.reload() }: { message: string; reload?: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold">Authentication Error</h1>
      <p className="mt-3 rounded-md bg-muted px-3 py-2 font-mono text-sm break-words">{message}</p>
      <p className="mt-4 text-muted-foreground">We couldn't start sign-in. This is usually temporary. You can:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        <li>Refresh the page</li>
        <li>Clear your browser cache</li>
        <li>Check your internet connection</li>
        <li>Try a different browser</li>
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={reload}>Refresh Page</Button>
        <a href="/" className={buttonClasses('outline')}>
          Go to Home
        </a>
        <Button
          variant="outline"
          onClick={() => {
            clearStoredAuthTokens();
            reload();
          }}
        >
          Clear Cache &amp; Retry
        </Button>
      </div>
    </div>
  );
}
