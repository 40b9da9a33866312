import { growthStage, nextStage, sessionStage } from '../growth';

describe('growth stages', () => {
  it.each([
    [0, 'Foundation'],
    [39, 'Foundation'],
    [40, 'Growing'],
    [59, 'Growing'],
    [60, 'Builder'],
    [79, 'Builder'],
    [80, 'Pro'],
    [100, 'Pro'],
  ])('a score of %i is %s', (score, stage) => {
    expect(growthStage(score)).toBe(stage);
  });

  it('names the next stage and the points still needed', () => {
    expect(nextStage(39)).toEqual({ name: 'Growing', pointsNeeded: 1 });
    expect(nextStage(58)).toEqual({ name: 'Builder', pointsNeeded: 2 });
    expect(nextStage(60)).toEqual({ name: 'Pro', pointsNeeded: 20 });
    expect(nextStage(80)).toBeNull();
  });

  it('gives a session the stage of its mean score, so it does not jump reply by reply', () => {
    expect(sessionStage([])).toBeNull();
    // 65, then 29: the replies alone would read Builder, then Foundation.
    expect(sessionStage([65])).toEqual({ stage: 'Builder', average: 65, next: { name: 'Pro', pointsNeeded: 15 } });
    expect(sessionStage([65, 29])).toEqual({ stage: 'Growing', average: 47, next: { name: 'Builder', pointsNeeded: 13 } });
    expect(sessionStage([65, 29, 70])?.stage).toBe('Growing');
    expect(sessionStage([80, 90])).toEqual({ stage: 'Pro', average: 85, next: null });
  });
});
