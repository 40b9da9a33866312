import { isUnscored, sessionTitle } from '../progress';

describe('sessionTitle', () => {
  it("names a role-play by its scenario's title", () => {
    expect(sessionTitle({ scenario_type: 'roleplay', title: 'Renewal with a cautious CFO' })).toBe('Renewal with a cautious CFO');
  });

  it('reads the title of an older role-play from its feedback data', () => {
    expect(sessionTitle({ scenario_type: 'roleplay', feedback_data: { scenario: { title: 'Price Objection' }, turns: [] } })).toBe('Price Objection');
  });

  it('falls back to the kind', () => {
    expect(sessionTitle({ scenario_type: 'roleplay', feedback_data: null })).toBe('Role-play');
    expect(sessionTitle({ scenario_type: 'pitch_analysis', title: '' })).toBe('Pitch analysis');
    expect(sessionTitle({ scenario_type: 'objection_handling' })).toBe('Objection practice (demo)');
  });
});

describe('isUnscored', () => {
  it('is a role-play without a scored reply', () => {
    expect(isUnscored({ scenario_type: 'roleplay', category_scores: null })).toBe(true);
    expect(isUnscored({ scenario_type: 'roleplay', category_scores: {} })).toBe(true);
    expect(isUnscored({ scenario_type: 'roleplay', category_scores: { tone: 70 } })).toBe(false);
    expect(isUnscored({ scenario_type: 'pitch_analysis', category_scores: null })).toBe(false);
  });
});
