import { Group, Image, Text } from '@mantine/core';
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
      <Image src={image || null} alt="" w={96} h={72} radius="md" fit="cover" />
      <div>
        <Text fw={700}>{name}</Text>
        {children}
      </div>
    </Group>
  );
}
