import { Group, Text } from '@mantine/core';

/**
 * One line of a price: its words at the start, the amount at the end in figures of one width (kept
 * whole in a right-to-left line); `strong` for a total.
 */
export function AmountRow({
  label,
  amount,
  strong = false,
}: {
  label: string;
  amount: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text
        size={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : 400}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        <bdi>{amount}</bdi>
      </Text>
    </Group>
  );
}
