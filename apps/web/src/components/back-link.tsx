import { Anchor, Group, useDirection } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A small link back to the list an editor was opened from, its arrow pointing the reading way back. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  const { dir } = useDirection();
  const Back = dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Anchor component={Link} to={to} size="sm" w="fit-content">
      <Group gap={4} wrap="nowrap" component="span">
        <Back size={16} aria-hidden="true" />
        {children}
      </Group>
    </Anchor>
  );
}
