import { useState } from 'react';

import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAccount } from '@/lib/account/use-account';
import { useFeatureFlags } from '@/lib/app-config';
import { displayName } from '@/lib/auth/user';

import { AiSettingsDialog } from './ai-settings-dialog';

/** The greeting, Upgrade Plan (premium flag only) and the AI Settings dialog. */
export function DashboardHeader() {
  const { user, isPremium } = useAccount();
  const flags = useFeatureFlags();
  const [aiSettingsOpen, setAiSettingsOpen] = useState(false);
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{user ? `Welcome back, ${displayName(user)}!` : 'Welcome, guest!'}</h1>
        <p className="mt-1 text-muted-foreground">
          {user ? 'Pick up where you left off, or start a new practice session.' : 'Guest sessions are not saved. Sign up free to keep your progress.'}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {flags.premium && user && !isPremium && (
          <ButtonLink variant="outline" to={paths.pricing.getHref()}>
            Upgrade Plan
          </ButtonLink>
        )}
        <Button variant="outline" onClick={() => setAiSettingsOpen(true)}>
          AI Settings
        </Button>
      </div>
      {aiSettingsOpen && <AiSettingsDialog open={aiSettingsOpen} onOpenChange={setAiSettingsOpen} />}
    </div>
  );
}
