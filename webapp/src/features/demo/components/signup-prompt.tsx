import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** Under the demo for anyone not signed in: what an account adds (role-play needs one, so nothing promises it to guests). */
export function SignupPrompt({ isGuest }: { isGuest: boolean }) {
  if (isGuest) {
    return (
      <Card className="mt-6" data-testid="guest-prompt">
        <h2 className="font-semibold">Want to try more features?</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          This practice session is free for guests. Role-play with an AI buyer, pitch analysis and your progress need a free account: it
          starts with 1 free pitch analysis, a free trial of 10 credits and free credits every month. No credit card required.
        </p>
        <ButtonLink className="mt-4" to={paths.signup.getHref()}>
          Sign Up Free
        </ButtonLink>
      </Card>
    );
  }
  return (
    <Card className="mt-6">
      <h2 className="font-semibold">Keep your progress</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Demo answers are not saved. With a free account your sessions, scores and streak are kept, and you get 1 free pitch analysis. No
        credit card required.
      </p>
      <ButtonLink className="mt-4" to={paths.signup.getHref()}>
        Sign Up Free
      </ButtonLink>
    </Card>
  );
}
