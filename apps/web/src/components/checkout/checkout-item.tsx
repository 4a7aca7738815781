import { Box, Group, Image, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface CheckoutItemProps {
  image: string;
  name: string;
  /** Lines under the name: the room, the dates, the guests. */
  children: ReactNode;
}

/** What is being booked, at the top of the checkout summary: its photo and name. */
export function CheckoutItem({ image, name, children }: CheckoutItemProps) {
  return (
    <Group wrap="nowrap" align="flex-start">
      {/* Something booked without a picture keeps its place (an <img> with no source is not HTML). */}
      {image ? (
        <Image src={image} alt="" w={96} h={72} radius="md" fit="cover" />
      ) : (
        <Box
          w={96}
          h={72}
          bg="var(--mantine-color-default-hover)"
          style={{ flexShrink: 0, borderRadius: 'var(--mantine-radius-md)' }}
        />
      )}
      <div>
        <Text fw={700}>{name}</Text>
        {children}
      </div>
    </Group>
  );
}
