import { expectAccessible } from './support/a11y';
import { registerViaApi, uniqueEmail, usePreferences } from './support/app';
import { expect, test } from './support/test';

test('a traveller edits their profile and the change is kept', async ({ context, page }) => {
  await usePreferences(context, 'en', 'light');
  const email = uniqueEmail('profile');
  await registerViaApi(page, email, 'secret123', 'Kemal Şahin');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel(/^Email/).fill(email);
  await login.getByLabel(/^Password/).fill('secret123');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  await expectAccessible(page, 'profile');
  const name = page.getByLabel(/^Full name/);
  await expect(name).toHaveValue('Kemal Şahin');
  await name.fill('Kemal Ş. Şahin');
  const notifications = page.getByRole('switch', { name: /^Email me travel offers and news/ });
  const wasChecked = await notifications.isChecked();
  await notifications.setChecked(!wasChecked);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(/^Full name/)).toHaveValue('Kemal Ş. Şahin');
  await expect(page.getByRole('switch', { name: /^Email me travel offers and news/ })).toBeChecked({
    checked: !wasChecked,
  });
  await expect(page.getByRole('button', { name: 'Account menu, Kemal Ş. Şahin' })).toBeVisible();
});

test('the footer newsletter subscribes once and says so for a repeat', async ({ context, page }) => {
  await usePreferences(context, 'en', 'light');
  const email = uniqueEmail('news');
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: /email/i });
  await field.fill('not-an-email');
  await footer.getByRole('button', { name: /subscribe/i }).click();
  await expect(footer.getByText('Please enter a valid email address')).toBeVisible();
  await field.fill(email);
  await footer.getByRole('button', { name: /subscribe/i }).click();
  await expect(footer.getByRole('status').or(footer.getByRole('alert')).first()).toBeVisible();
  await expect(footer.getByText(/subscribed/i).first()).toBeVisible();
  await field.fill(email);
  await footer.getByRole('button', { name: /subscribe/i }).click();
  await expect(footer.getByText(/already/i)).toBeVisible();
});
