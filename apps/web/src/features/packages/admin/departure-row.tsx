import type { DepartureAdminDto } from '@app/shared/packages/schemas';
import { ActionIcon, Group, Paper, Table, Text } from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { NumberField } from '../../../components/number-field';
import { useTranslation } from '../../../lib/use-translation';
import { MAX_SEATS, useDepartureMessages } from './use-departure-messages';

interface DepartureRowProps {
  departure: DepartureAdminDto;
  /** Its dates as the reader reads them. */
  label: string;
  booked: string;
  /** Saves the seats; answers the server's error text for the seats, if it refused. */
  onSave: (seats: number, done: (error?: string) => void) => void;
  onRemove: () => void;
  busy: boolean;
  /** A table row, or a card of a list on a phone. */
  layout?: 'row' | 'card';
}

/** One departure: its dates, seats booked, seats (checked before saving), save and remove. */
export function DepartureRow({
  departure,
  label,
  booked,
  onSave,
  onRemove,
  busy,
  layout = 'row',
}: DepartureRowProps) {
  const { t } = useTranslation('adminPackages');
  const { checkSeats } = useDepartureMessages();
  const [seats, setSeats] = useState<number | string>(departure.seatsTotal);
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const changed = String(seats) !== String(departure.seatsTotal);

  const save = () => {
    const problem = checkSeats(seats, departure.booked);
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    onSave(Number(seats), (serverError) => {
      setError(serverError);
      if (serverError) input.current?.focus();
    });
  };

  const seatsField = (
    <NumberField
      ref={input}
      aria-label={t('departures.seatsFor', { dates: label })}
      min={Math.max(1, departure.booked)}
      max={MAX_SEATS}
      value={seats}
      error={error}
      onChange={(value) => {
        setSeats(value);
        setError(undefined);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          if (changed) save();
        }
      }}
      w={layout === 'card' ? 120 : 140}
    />
  );
  const buttons = (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="light"
        size={layout === 'card' ? 36 : undefined}
        disabled={!changed || busy}
        onClick={save}
        aria-label={t('departures.saveFor', { dates: label })}
      >
        <IconDeviceFloppy size={16} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        size={layout === 'card' ? 36 : undefined}
        disabled={departure.booked > 0 || busy}
        onClick={onRemove}
        aria-label={t('departures.removeFor', { dates: label })}
      >
        <IconTrash size={16} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );

  if (layout === 'card')
    return (
      <Paper component="li" withBorder radius="md" p="sm">
        <Text fw={600}>{label}</Text>
        <Text size="sm" c="dimmed" mb={6}>
          {t('departures.bookedCount', { count: departure.booked, formatted: booked })}
        </Text>
        <Group gap="sm" wrap="nowrap" align="flex-start" justify="space-between">
          {seatsField}
          {buttons}
        </Group>
      </Paper>
    );
  return (
    <Table.Tr>
      <Table.Td>{label}</Table.Td>
      <Table.Td>{booked}</Table.Td>
      <Table.Td>{seatsField}</Table.Td>
      <Table.Td>{buttons}</Table.Td>
    </Table.Tr>
  );
}
