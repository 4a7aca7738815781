import { Button, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../states/empty-state';

interface CheckoutDeadEndProps {
  title: string;
  description: string;
  /** Where to go instead, and the button's text. */
  to: string;
  action: string;
  /**
   * The page's own head tags, when what the link names does not exist (an old or edited link):
   * the message then stands as the page's title.
   */
  head?: ReactNode;
}

/** A checkout with nothing to pay for: why, and a way back. */
export function CheckoutDeadEnd({ title, description, to, action, head }: CheckoutDeadEndProps) {
  return (
    <Container size="sm" py="xl">
      {head}
      <EmptyState
        titleOrder={head ? 1 : undefined}
        title={title}
        description={description}
        action={
          <Button component={Link} to={to}>
            {action}
          </Button>
        }
      />
    </Container>
  );
}
