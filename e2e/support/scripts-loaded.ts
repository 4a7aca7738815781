import type { Page, Response } from '@playwright/test';

/** Every script `url` loads until it is live and the network is quiet, with its body as sent. */
export async function scriptsLoaded(page: Page, url: string): Promise<{ path: string; body: Buffer }[]> {
  const scripts: { path: string; body: Buffer }[] = [];
  const reading: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(
      response
        .body()
        .then((body) => {
          scripts.push({ path: new URL(response.url()).pathname, body });
        })
        .catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  try {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await Promise.all(reading);
  } finally {
    page.off('response', onResponse);
  }
  return scripts;
}
