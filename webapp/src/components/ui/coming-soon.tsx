import type { ReactNode } from 'react';

import { Badge } from './badge';
import { Card } from './card';

type ComingSoonProps = {
  title: string;
  /** One honest sentence on what this page will do. */
  description: string;
  /** What the finished page will offer. */
  planned?: string[];
  children?: ReactNode;
};

/** The honest state of a page whose feature is not built yet: no sample data. */
export function ComingSoon({ title, description, planned, children }: ComingSoonProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <Badge className="bg-muted text-muted-foreground">Coming soon</Badge>
      </div>
      <p className="mt-3 text-muted-foreground">{description}</p>
      {planned && planned.length > 0 && (
        <Card className="mt-6">
          <h2 className="font-semibold">What you will find here</h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            {planned.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Card>
      )}
      {children && <div className="mt-6">{children}</div>}
    </div>
  );
}
