import { expectAccessible } from './support/a11y';
import { DEMO, registerViaApi, uniqueEmail, usePreferences } from './support/app';
import { latestMailTo } from './support/outbox';
import { expect, test } from './support/test';

test.beforeEach(async ({ context }) => {
  await usePreferences(context, 'en', 'light');
});

test('a visitor registers and is signed in at once, then logs out', async ({ page }) => {
  const email = uniqueEmail('register');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'register dialog');

  // An empty submit says what is missing and focuses the first field.
  const submit = dialog.getByRole('button', { name: 'Create account' });
  await submit.click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByLabel(/^Full name/)).toBeFocused();
  await dialog.getByLabel(/^Full name/).fill('Ayşe Demir');
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel(/^Password/).fill('karadeniz6');
  await dialog.getByLabel(/^Confirm password/).fill('karadeniz6');
  await submit.click();
  await expect(dialog.getByText('You must agree to the terms and conditions')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /I agree to the/ })).toBeFocused();
  await dialog.getByRole('checkbox', { name: /I agree to the/ }).check();
  await submit.click();

  // No second typing of the password: the new account is signed in.
  await expect(dialog).toBeHidden();
  const account = page.getByRole('button', { name: 'Account menu, Ayşe Demir' });
  await expect(account).toBeVisible();
  // The session survives a reload (refresh cookie), and no token is kept in localStorage.
  await page.reload();
  await expect(account).toBeVisible();
  const stored = await page.evaluate(() => Object.keys(window.localStorage));
  expect(stored).not.toContain('token');
  expect(await page.evaluate(() => window.localStorage.getItem('userRole'))).toBe('user');

  await account.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('userRole'))).toBeNull();
});

test('a wrong password is refused with one message and the form keeps the email', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel(/^Email/).fill(DEMO.user.email);
  await login.getByLabel(/^Password/).fill('not-the-password');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert')).toContainText('Invalid email or password');
  await expect(login.getByLabel(/^Email/)).toHaveValue(DEMO.user.email);
});

test('forgot password sends a link by email that sets a new password once', async ({ page }) => {
  const email = uniqueEmail('forgot');
  await registerViaApi(page, email, 'oldpass1', 'Deniz Yılmaz');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'Forgot password?' })
    .click();
  const forgot = page.getByRole('dialog', { name: 'Reset your password' });
  await forgot.getByLabel(/^Email/).fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByText("If an account exists for this email, we've sent a link")).toBeVisible();

  const mail = await latestMailTo(email);
  const link = mail.match(/https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_-]+/)?.[0];
  expect(link, 'reset link in the email').toBeTruthy();
  const resetPath = new URL(link as string).pathname;

  await page.goto(resetPath);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page, 'reset password page');
  await page.getByLabel(/^New password/).fill('newpass22');
  await page.getByLabel(/^Confirm new password/).fill('newpass22');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // The old password no longer works, the new one does, and the link cannot be used again.
  const oldLogin = await page.request.post('/api/auth/login', { data: { email, password: 'oldpass1' } });
  expect(oldLogin.status()).toBe(401);
  const newLogin = await page.request.post('/api/auth/login', { data: { email, password: 'newpass22' } });
  expect(newLogin.status()).toBe(200);
  await page.goto(resetPath);
  await page.getByLabel(/^New password/).fill('another33');
  await page.getByLabel(/^Confirm new password/).fill('another33');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
});
