import { isUserDataKey } from '../storage';
import { ACTIVE_SCRIPTS_KEY, APPLIED_TIPS_KEY, getActiveScripts, getAppliedTips, MAX_ACTIVE_SCRIPTS, setScriptActive, setTipApplied } from '../tips-storage';

const script = (n: number) => ({ id: `s${n}`, title: `Script ${n}`, script: `Text ${n}` });

describe('tips storage', () => {
  it('keeps applied tips under its key, once each, and removes them again', () => {
    expect(getAppliedTips()).toEqual([]);
    setTipApplied('a', true);
    setTipApplied('b', true);
    expect(setTipApplied('a', true)).toEqual(['b', 'a']);
    expect(JSON.parse(localStorage.getItem(APPLIED_TIPS_KEY)!)).toEqual(['b', 'a']);
    expect(setTipApplied('b', false)).toEqual(['a']);
  });

  it('keeps active scripts with their text, newest first, at most five', () => {
    for (let n = 1; n <= MAX_ACTIVE_SCRIPTS + 1; n++) setScriptActive(script(n), true);
    expect(getActiveScripts().map((s) => s.id)).toEqual(['s6', 's5', 's4', 's3', 's2']);
    expect(setScriptActive(script(4), false).map((s) => s.id)).toEqual(['s6', 's5', 's3', 's2']);
    expect(JSON.parse(localStorage.getItem(ACTIVE_SCRIPTS_KEY)!)[0]).toEqual(script(6));
  });

  it('reads damaged storage as nothing rather than failing', () => {
    localStorage.setItem(APPLIED_TIPS_KEY, '{not json');
    localStorage.setItem(ACTIVE_SCRIPTS_KEY, JSON.stringify([{ id: 'x' }, 'y', script(1), { id: 'e', title: 'E', script: '  ' }]));
    expect(getAppliedTips()).toEqual([]);
    expect(getActiveScripts()).toEqual([script(1)]);
  });

  it('is per-user data, cleared on sign-out', () => {
    expect(isUserDataKey(APPLIED_TIPS_KEY)).toBe(true);
    expect(isUserDataKey(ACTIVE_SCRIPTS_KEY)).toBe(true);
  });
});
