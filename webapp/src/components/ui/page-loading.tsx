import { Spinner } from './spinner';

/** Full-area loading state; the route guard shows it as 'Loading...'. */
export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-muted-foreground">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
