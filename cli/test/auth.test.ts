/** `attar auth`: OTP and password sign-in without prompts, prompts only on a terminal, the session kept in the profile. */
import { describe, expect, it } from 'vitest';
import { BASE, BUYER, createShell, useMockShop } from './helpers.ts';

useMockShop();

describe('auth login', () => {
  it('signs in with an OTP from the flags and keeps the token in the profile', async () => {
    const shell = createShell();
    const result = await shell.run(`auth login --username ${BUYER.mobile} --send-otp --otp ${BUYER.otp} --json`);
    expect(result.code).toBe(0);
    const session = result.json();
    expect(session.profile).toMatchObject({ name: 'Ananya Rao', mobile: BUYER.mobile });
    expect(session.token).toBeUndefined();
    const saved = shell.config.current().profiles.default!;
    expect(saved).toMatchObject({ tokenBaseUrl: BASE, username: BUYER.mobile });
    expect(saved.token).toMatch(/\S+/);

    const whoami = await shell.run('auth whoami --json');
    expect(whoami.code).toBe(0);
    expect(whoami.json()).toMatchObject({ signedIn: true, profile: { email: BUYER.email }, baseUrl: BASE, baseUrlFrom: 'env' });
  });

  it('signs in with a password from the environment', async () => {
    const shell = createShell();
    const result = await shell.run('auth login', { env: { ATTAR_USERNAME: BUYER.email, ATTAR_PASSWORD: BUYER.password } });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`Signed in as Ananya Rao (default profile, ${BASE})\n`);
  });

  it('sends an OTP and tells how to finish when no terminal can be asked', async () => {
    const result = await createShell().run(`auth login --username ${BUYER.mobile} --send-otp`);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Sign in with: attar auth login --username ${BUYER.mobile} --otp CODE`);
  });

  it('asks for the missing OTP on a terminal', async () => {
    const questions: string[] = [];
    const prompt = async (question: string) => (questions.push(question), BUYER.otp);
    const result = await createShell().run(`auth login --username ${BUYER.mobile}`, { isTTY: true, prompt });
    expect(result.code).toBe(0);
    expect(questions).toHaveLength(1);
    expect(questions[0]).toMatch(/^OTP sent to /);
  });

  it('never prompts in CI: a missing value is a usage error (exit 2) naming flag and variable', async () => {
    const prompt = async () => {
      throw new Error('must not prompt');
    };
    const result = await createShell().run('auth login', { isTTY: true, prompt, env: { CI: 'true' } });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Missing --username (or set ATTAR_USERNAME).');
  });

  it('refuses a wrong OTP with exit 4 and the request id', async () => {
    const result = await createShell().run(`auth login --username ${BUYER.mobile} --send-otp --otp 654321 --json`);
    expect(result.code).toBe(4);
    expect(result.error()).toMatchObject({ code: 'otp.invalid', exitCode: 4 });
    expect(result.error().requestId).toMatch(/^req_/);
  });

  it('refuses a wrong password with exit 4', async () => {
    const result = await createShell().run(`auth login --username ${BUYER.email} --password Wrong@123`);
    expect(result.code).toBe(4);
    expect(result.stderr).toMatch(/error: .*password/i);
  });

  it('refuses a malformed --otp before sending anything (exit 2)', async () => {
    const result = await createShell().run(`auth login --username ${BUYER.mobile} --otp 12ab`);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('an OTP looks like 123456, got "12ab"');
  });

  it('refuses a 9-digit mobile number client-side (exit 2)', async () => {
    const result = await createShell().run('auth login --username 987654321 --otp 123456');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('exactly 10 digits');
  });
});

describe('auth whoami and logout', () => {
  it('says "not signed in" with exit 4', async () => {
    const result = await createShell().run('auth whoami');
    expect(result.code).toBe(4);
    expect(result.stderr).toContain(`Not signed in (profile default, ${BASE})`);
  });

  it('signs out and forgets the token; later calls need sign-in (exit 4)', async () => {
    const shell = createShell();
    await shell.signIn();
    const logout = await shell.run('auth logout --json');
    expect(logout.code).toBe(0);
    expect(logout.json()).toEqual({ signedOut: true, wasSignedIn: true });
    expect(shell.config.current().profiles.default?.token).toBeUndefined();
    const cart = await shell.run('cart list');
    expect(cart.code).toBe(4);
    expect(cart.stderr).toContain('attar auth login');
  });

  it('uses ATTAR_TOKEN without storing it', async () => {
    const shell = createShell();
    const login = await shell.run(`auth login --username ${BUYER.mobile} --send-otp --otp ${BUYER.otp} --show-token --json`);
    const token = login.json().token as string;
    const other = createShell();
    const whoami = await other.run('auth whoami --json', { env: { ATTAR_TOKEN: token } });
    expect(whoami.code).toBe(0);
    expect(other.config.current().profiles.default?.token).toBeUndefined();
  });
});

describe('auth register, verify and forgot-password', () => {
  it('registers a buyer, then verifies the identity and signs in', async () => {
    const shell = createShell();
    const register = await shell.run('auth register --name "Kabir Mehta" --username 9812345678 --json');
    expect(register.code).toBe(0);
    expect(register.json()).toMatchObject({ name: 'Kabir Mehta', status: 'PENDING_VERIFICATION' });
    const verify = await shell.run('auth verify --username 9812345678 --otp 123456 --json');
    expect(verify.code).toBe(0);
    expect(verify.json().profile.name).toBe('Kabir Mehta');
    expect((await shell.run('auth whoami')).code).toBe(0);
  });

  it('refuses a username that is taken', async () => {
    const result = await createShell().run(`auth register --name "Ananya Rao" --username ${BUYER.mobile} --json`);
    expect(result.code).not.toBe(0);
    expect(result.error().code).toBe('auth.usernameTaken');
  });

  it('sends a reset OTP, then sets the new password, which signs in', async () => {
    const shell = createShell();
    const request = await shell.run(`auth forgot-password --username ${BUYER.email} --json`);
    expect(request.code).toBe(0);
    expect(request.json().step).toBe('otpSent');
    const set = await shell.run(`auth forgot-password --username ${BUYER.email} --otp 123456 --new-password Attar@2027 --json`);
    expect(set.code).toBe(0);
    expect(set.json().step).toBe('passwordSet');
    expect((await shell.run(`auth login --username ${BUYER.email} --password Attar@2027`)).code).toBe(0);
  });

  it('checks a username', async () => {
    const result = await createShell().run(`auth check-username ${BUYER.email} --json`);
    expect(result.code).toBe(0);
    expect(result.json()).toMatchObject({ exists: true, identityType: 'EMAIL', otpSent: false });
  });
});
