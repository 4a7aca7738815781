import { Drawer, Modal } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../lib/i18n';
import { AppProviders } from './app-providers';

describe('app providers', () => {
  it('name the × of any dialog or drawer "Close" in the reader’s language, and follow a switch', async () => {
    await initI18n('tr');
    render(
      <AppProviders queryClient={new QueryClient()}>
        <Modal opened onClose={() => {}} title="Bir pencere">
          içerik
        </Modal>
        <Drawer opened onClose={() => {}} title="Bir çekmece">
          içerik
        </Drawer>
      </AppProviders>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bir pencere' });
    expect(within(dialog).getByRole('button', { name: 'Kapat' })).toBeInTheDocument();
    const drawer = screen.getByRole('dialog', { name: 'Bir çekmece' });
    expect(within(drawer).getByRole('button', { name: 'Kapat' })).toBeInTheDocument();
    await act(() => changeLanguage('ar'));
    expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
    await act(() => changeLanguage('en'));
  });
});
