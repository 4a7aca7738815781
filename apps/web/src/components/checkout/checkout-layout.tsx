import { Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface CheckoutLayoutProps {
  title: string;
  lead: string;
  /** The heading of the summary card, and its id (the card is named by it). */
  summaryTitle: string;
  summaryId: string;
  /** What is booked and its price, beside the form (above it on phones). */
  summary: ReactNode;
  /** The checkout form. */
  children: ReactNode;
}

/** A checkout page: its title, the form, and a summary card that stays in view on wide screens. */
export function CheckoutLayout({
  title,
  lead,
  summaryTitle,
  summaryId,
  summary,
  children,
}: CheckoutLayoutProps) {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap={4} mb="lg">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{lead}</Text>
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Paper
            withBorder
            radius="lg"
            p="md"
            component="section"
            aria-labelledby={summaryId}
            pos={{ md: 'sticky' }}
            top={16}
          >
            <Stack gap="sm">
              <Title order={2} size="h4" id={summaryId}>
                {summaryTitle}
              </Title>
              {summary}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          {children}
        </Grid.Col>
      </Grid>
    </Container>
  );
}
