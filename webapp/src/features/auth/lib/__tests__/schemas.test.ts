import { loginSchema, newPasswordSchema, safeRedirect, signupSchema } from '../schemas';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('password rules on the reset page', () => {
  const base = { email: 'ada@example.com', code: '123456', confirmPassword: '' };
  it.each([
    ['Ab1', 'Password must be at least 6 characters'],
    ['abcdef1', 'Password must contain at least one uppercase letter'],
    ['ABCDEF1', 'Password must contain at least one lowercase letter'],
    ['Abcdefg', 'Password must contain at least one number'],
  ])('%s is refused: %s', (password, message) => {
    expect(messages(newPasswordSchema.safeParse({ ...base, password, confirmPassword: password }))).toContain(message);
  });
  it("refuses a confirmation that doesn't match", () => {
    expect(messages(newPasswordSchema.safeParse({ ...base, password: 'Abcdef1', confirmPassword: 'Abcdef2' }))).toEqual(["Passwords don't match"]);
  });
  it('accepts a strong password', () => {
    expect(newPasswordSchema.safeParse({ ...base, password: 'Abcdef1', confirmPassword: 'Abcdef1' }).success).toBe(true);
  });
});

describe('login and signup schemas', () => {
  it('login needs a valid e-mail and a password', () => {
    expect(messages(loginSchema.safeParse({ email: 'nope', password: '' }))).toEqual(['Please enter a valid email address', 'Password is required']);
  });
  it('signup needs 6 characters and matching passwords', () => {
    expect(messages(signupSchema.safeParse({ fullName: 'Ada', email: 'ada@example.com', password: '12345', confirmPassword: '12345' }))).toEqual([
      'Password must be at least 6 characters',
    ]);
    expect(messages(signupSchema.safeParse({ fullName: 'Ada', email: 'ada@example.com', password: '123456', confirmPassword: '123457' }))).toEqual([
      'Passwords do not match',
    ]);
  });
});

describe('safeRedirect', () => {
  it('follows same-site paths only', () => {
    expect(safeRedirect('/tips', '/dashboard')).toBe('/tips');
    expect(safeRedirect('//evil.example', '/dashboard')).toBe('/dashboard');
    expect(safeRedirect('https://evil.example', '/dashboard')).toBe('/dashboard');
    expect(safeRedirect(null, '/dashboard')).toBe('/dashboard');
  });
});
