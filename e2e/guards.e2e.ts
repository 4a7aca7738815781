import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { DEMO, usePreferences } from './support/app';
import { expect, test } from './support/test';

test.beforeEach(async ({ context }) => {
  await usePreferences(context, 'en', 'light');
});

async function logIn(page: Page, email: string, password: string, dialogName = 'Log in') {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

test('a login-required page sends a visitor to log in, then back to it', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL('/?showLogin=true&redirect=%2Fprofile');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page, 'login dialog opened by the guard');
  await logIn(page, DEMO.user.email, DEMO.user.password);
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
});

test('the full path with its query survives the round trip', async ({ page }) => {
  await page.goto('/bookings?status=confirmed');
  await expect(page).toHaveURL(
    `/?showLogin=true&redirect=${encodeURIComponent('/bookings?status=confirmed')}`,
  );
  await logIn(page, DEMO.user.email, DEMO.user.password);
  await expect(page).toHaveURL('/bookings?status=confirmed');
});

test('admin pages: a visitor must log in, a plain user is told the area is not theirs, an admin gets in', async ({
  page,
}) => {
  await page.goto('/admin/hotels');
  await expect(page).toHaveURL(`/?showLogin=true&redirect=${encodeURIComponent('/admin/hotels')}`);
  await logIn(page, DEMO.user.email, DEMO.user.password);
  await expect(page).toHaveURL('/admin/hotels');
  await expect(
    page.getByRole('heading', { level: 1, name: "You don't have access to this area" }),
  ).toBeVisible();
  await expectAccessible(page, 'access denied');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();

  await page.goto('/admin');
  await logIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL('/admin');
  await expect(page.getByText('travel administrator', { exact: false }).first()).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: /admin/i }).first();
  await expect(sidebar.getByRole('link', { name: 'Hotel Inventory' })).toBeVisible();
  await expectAccessible(page, 'admin shell');
});

test('the blog admin asks for the blog admin login, and lets a blog admin in', async ({ page }) => {
  await page.goto('/blog-admin/posts');
  await expect(page).toHaveURL(`/?showLogin=blog-admin&redirect=${encodeURIComponent('/blog-admin/posts')}`);
  const dialog = page.getByRole('dialog', { name: 'Blog admin login' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Secure login for blog managers.', { exact: false })).toBeVisible();
  await logIn(page, DEMO.blogAdmin.email, DEMO.blogAdmin.password, 'Blog admin login');
  await expect(page).toHaveURL('/blog-admin/posts');
});

test('a plain user is refused the blog admin and the API agrees', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await logIn(page, DEMO.user.email, DEMO.user.password);
  await page.goto('/blog-admin');
  await expect(page).toHaveURL('/blog-admin');
  await expect(
    page.getByRole('heading', { level: 1, name: "You don't have access to this area" }),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Blog admin login' })).toBeHidden();
  const res = await page.request.get('/api/users');
  expect(res.status()).toBe(401);
});
