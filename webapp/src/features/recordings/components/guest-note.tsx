import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** Guests have no account to keep calls in. */
export function GuestNote() {
  return (
    <Card className="text-center" data-testid="recordings-guest">
      <h2 className="text-lg font-semibold">Sign up to upload your calls</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Calls are kept in your account, transcribed and scored privately for you. Guest mode cannot keep them. It is free.
      </p>
      <ButtonLink className="mt-4" to={paths.signup.getHref()}>
        Sign up free
      </ButtonLink>
    </Card>
  );
}
