import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link to the page that makes a new item, drawn as a button with a plus. */
export function CreateLinkButton({
  to,
  size,
  children,
}: {
  to: string;
  size?: ButtonProps['size'];
  children: ReactNode;
}) {
  return (
    <Button component={Link} to={to} size={size} leftSection={<IconPlus size={18} aria-hidden="true" />}>
      {children}
    </Button>
  );
}
