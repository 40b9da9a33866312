import { ButtonLink } from '@/components/ui/button';
import { CONTACT_EMAIL } from '@/config/constants';
import { paths } from '@/config/paths';

import { ContentPage } from './content-page';

export function AboutPage() {
  return (
    <ContentPage
      title="About PitchPerfect"
      intro="Most reps meet their hardest objections for the first time in front of a buyer. We think they should meet them in practice first."
    >
      <h2>Why we built it</h2>
      <p>
        Sales skills grow with repetition and honest feedback, yet both are scarce: managers have little time for role-plays, and
        colleagues are too polite to say that a pitch rambled. PitchPerfect gives every salesperson a patient practice partner that is
        available at any hour and never gets tired of hearing the same opener.
      </p>
      <h2>What makes the feedback trustworthy</h2>
      <p>
        Scores are only useful if you can see where they come from. PitchPerfect measures what sales coaching actually looks for:
        whether you talk about the customer or about yourself, whether your value is specific to the buyer, whether you ask
        questions, propose a clear next step and handle an objection by acknowledging, clarifying, responding and confirming. Every
        finding quotes the words it is based on.
      </p>
      <h2>Who it is for</h2>
      <ul>
        <li>Account executives preparing for a big meeting</li>
        <li>SDRs sharpening their openers and objection handling</li>
        <li>New hires ramping up on a product and its typical pushback</li>
        <li>Sales leaders who want their team to practise between coaching sessions</li>
      </ul>
      <h2>Get in touch</h2>
      <p>
        Questions, ideas or a scenario you'd like us to add? Write to <a className="text-primary underline" href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
      <div className="pt-4">
        <ButtonLink to={paths.signup.getHref()}>Start Practicing Now - Free!</ButtonLink>
      </div>
    </ContentPage>
  );
}
