import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ComingSoon } from '@/components/ui/coming-soon';
import { paths } from '@/config/paths';
import { useGuest } from '@/features/guest/hooks/use-guest';

export function DemoPage() {
  const { isGuest } = useGuest();
  return (
    <ComingSoon
      title="Free Sales Practice Session"
      description="The interactive demo is almost ready: you will answer a buyer's price objection and get AI feedback in three steps."
      planned={['Step 1: read the prospect’s objection', 'Step 2: answer by voice or text', 'Step 3: get your AI feedback and a score you can trust']}
    >
      {isGuest && (
        <Card>
          <h2 className="font-semibold">Want to try more features?</h2>
          <p className="mt-1 text-sm text-muted-foreground">Guests can explore role-play; sign up to save your progress and get 1 free pitch analysis.</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <ButtonLink to={paths.roleplay.getHref()}>Try Role-Playing</ButtonLink>
            <ButtonLink variant="outline" to={paths.signup.getHref()}>
              Sign Up Free
            </ButtonLink>
          </div>
        </Card>
      )}
    </ComingSoon>
  );
}
