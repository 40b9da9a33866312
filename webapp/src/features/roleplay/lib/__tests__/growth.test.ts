import { growthStage, nextStage } from '../growth';

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
});
