import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useAccount } from '@/lib/account/use-account';
import type { AppUser } from '@/lib/auth/user';

import { useOnboardingActions } from '../hooks/use-complete-onboarding';
import { NAVIGATE_AFTER_COMPLETE_MS } from '../lib/onboarding';
import { OnboardingDialog } from './onboarding-dialog';

/** Shows the onboarding dialog to a signed-in user who has not completed it. */
export function OnboardingGate() {
  const { user, isNewUser } = useAccount();
  if (!user || !isNewUser) return null;
  return <Onboarding user={user} />;
}

function Onboarding({ user }: { user: AppUser }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const { saveChoice, complete } = useOnboardingActions(user.id);
  const done = useRef(false);

  const onComplete = useCallback(
    (to?: 'practice' | 'roleplay') => {
      if (done.current) return;
      done.current = true;
      setOpen(false);
      void complete().then((trialActivated) => {
        toast({
          title: 'Welcome to PitchPerfect!',
          description: trialActivated ? 'Your free trial is on: 10 credits were added to your balance.' : 'Happy practising!',
          variant: 'success',
        });
        const target = to === 'practice' ? paths.practice.getHref() : to === 'roleplay' ? paths.aiRoleplay.getHref() : paths.dashboard.getHref();
        window.setTimeout(() => navigate(target), NAVIGATE_AFTER_COMPLETE_MS);
      });
    },
    [complete, navigate],
  );

  return <OnboardingDialog open={open} onChoose={saveChoice} onComplete={onComplete} />;
}
