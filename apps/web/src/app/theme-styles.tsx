import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { theme } from '../lib/theme';
import { contrastVariables } from './contrast-variables';

/**
 * Mantine's theme (its CSS variables and responsive helper classes) as `<style>` elements for the
 * document's `<head>`. The server puts them there in every page it sends, so nothing in `<body>`
 * holds a `<style>` (which HTML allows only in the head) and the page is styled before any script.
 */
export function themeStylesMarkup(): string {
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={contrastVariables}>
      {null}
    </MantineProvider>,
  );
}
