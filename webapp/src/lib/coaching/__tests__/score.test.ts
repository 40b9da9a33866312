import { categoryLabel, scoreMessage, scoreTone } from '../score';

describe('score messages and colours', () => {
  it.each([
    [100, 'Excellent!'],
    [90, 'Excellent!'],
    [89, 'Great job!'],
    [80, 'Great job!'],
    [79, 'Good work!'],
    [70, 'Good work!'],
    [69, 'Keep practicing!'],
    [0, 'Keep practicing!'],
  ])('%i gives %s', (score, message) => {
    expect(scoreMessage(score)).toBe(message);
  });

  it.each([
    [100, 'green'],
    [80, 'green'],
    [79, 'amber'],
    [60, 'amber'],
    [59, 'red'],
    [0, 'red'],
  ])('%i is %s', (score, tone) => {
    expect(scoreTone(score)).toBe(tone);
  });

  it('labels categories', () => {
    expect(categoryLabel('objectionHandling')).toBe('Objection handling');
    expect(categoryLabel('customerFocus')).toBe('Customer focus');
    expect(categoryLabel('next_step')).toBe('Next step');
  });
});
