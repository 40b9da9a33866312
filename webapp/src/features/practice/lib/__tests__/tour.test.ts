import { practiceTourSteps } from '../tour';

describe('the practice tour', () => {
  it('walks through recording where the server can transcribe', () => {
    const steps = practiceTourSteps(true);
    expect(steps.map((s) => s.title)).toEqual(['Select a scenario', 'Press record', "You're all set"]);
    expect(steps[1]!.content).toMatch(/speak your pitch/);
  });

  it('promises no voice where it cannot', () => {
    const steps = practiceTourSteps(false);
    expect(steps.map((s) => s.title)).toEqual(['Select a scenario', 'Type your pitch', "You're all set"]);
    expect(steps.map((s) => s.content).join(' ')).not.toMatch(/record|speak|Voice Practice records/i);
  });
});
