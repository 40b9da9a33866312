// Test accounts made straight through the local Cognito stand-in and the API,
// for browser tests that start from a signed-in user rather than the sign-up.
/** Calls the local Cognito stand-in's target (SignUp, InitiateAuth, AdminAddUserToGroup …) and returns its JSON answer. */
export function cognitoAt(base) {
  return async (target, body) => {
    const res = await fetch(`${base}/cognito`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': `AWSCognitoIdentityProviderService.${target}` },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`Cognito ${target}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : {};
  };
}

export async function createUser(base, { name = 'Grace Hopper', trial = false, onboarded = true } = {}) {
  const config = await (await fetch(`${base}/api/config`)).json();
  const clientId = config.auth.userPoolClientId;
  const cognito = cognitoAt(base);
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Practice123';
  await cognito('SignUp', { ClientId: clientId, Username: email, Password: password, UserAttributes: [{ Name: 'email', Value: email }, { Name: 'name', Value: name }] });
  // The confirmation mail reaches the local mailbox once cognito-local's
  // console box is complete, which can wait for its next line of output: a
  // (failing) sign-in of the unconfirmed user provides one.
  let code;
  for (let i = 0; i < 50 && !code; i++) {
    const mail = await (await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
    code = mail.messages?.[0]?.code;
    if (!code) {
      await cognito('InitiateAuth', { ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }).catch(() => undefined);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  if (!code) throw new Error(`no confirmation code for ${email}`);
  await cognito('ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: code });
  const auth = await cognito('InitiateAuth', { ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } });
  const token = auth.AuthenticationResult.IdToken;

  const api = async (method, path, body) => {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  if (onboarded) await api('PATCH', '/profile', { industry: 'technology', challenge: 'pricing', onboarding_completed: true });
  if (trial) await api('POST', '/profile/trial');
  return { email, password, name, api };
}

/** Logs in through the app's login page and waits for the dashboard. */
export async function logIn(page, base, { email, password }) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.locator('form').getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((u) => u.pathname === '/dashboard');
}
