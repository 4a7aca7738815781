import { Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdminPageHeader } from '../admin-page-header';
import { CreateLinkButton } from '../create-link-button';

interface AdminListPageProps {
  title: ReactNode;
  lead: ReactNode;
  /** The page's main action beside the title, or a sign of work. */
  action?: ReactNode;
  /** The page's main action when it is adding a new item on a page of its own. */
  create?: { to: string; label: string };
  /** The page's content under its header. */
  children: ReactNode;
  /** What stands outside the page's column: its dialogs. */
  dialogs?: ReactNode;
  /** How wide the page may grow. */
  size?: 'lg' | 'xl';
}

/** The frame of a wide admin page: its header, then its content in one column, then its dialogs. */
export function AdminListPage({
  title,
  lead,
  action,
  create,
  children,
  dialogs,
  size = 'xl',
}: AdminListPageProps) {
  return (
    <Container size={size} px={0}>
      <Stack gap="lg">
        <AdminPageHeader
          title={title}
          lead={lead}
          action={
            create ? (
              <CreateLinkButton to={create.to} size="md">
                {create.label}
              </CreateLinkButton>
            ) : (
              action
            )
          }
        />
        {children}
      </Stack>
      {dialogs}
    </Container>
  );
}
