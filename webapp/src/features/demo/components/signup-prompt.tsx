import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** Under the demo for anyone not signed in: a guest is offered role-play, a visitor an account. */
export function SignupPrompt({ isGuest }: { isGuest: boolean }) {
  if (isGuest) {
    return (
      <Card className="mt-6">
        <h2 className="font-semibold">Want to try more features?</h2>
        <p className="mt-1 text-sm text-muted-foreground">Guests can explore role-play; sign up to save your progress and get 1 free pitch analysis.</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <ButtonLink to={paths.roleplay.getHref()}>Try Role-Playing</ButtonLink>
          <ButtonLink variant="outline" to={paths.signup.getHref()}>
            Sign Up Free
          </ButtonLink>
        </div>
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
