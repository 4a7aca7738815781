import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/700.css';
import './app/mantine-styles';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { SSR_PAYLOAD_ID } from './app/ssr-payload';

/**
 * React first, then the app after a pause: two shorter tasks instead of one long one while the
 * reader may already be scrolling the server's page.
 */
async function start() {
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { startApp } = await import('./start-app');
  await startApp();
}

// A page the server rendered is readable already: let the browser paint it before the app's
// scripts load and run. Otherwise the app renders the page and starts at once.
if (document.getElementById(SSR_PAYLOAD_ID)) requestAnimationFrame(() => setTimeout(start, 0));
else void start();
