export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center text-slate-500">
      Loading…
    </div>
  );
}
