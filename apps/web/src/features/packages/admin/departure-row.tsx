import type { DepartureAdminDto } from '@app/shared/packages/schemas';
import { ActionIcon, Group, Table } from '@mantine/core';
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
}

/** One departure: its dates, seats booked, seats (checked before saving), save and remove. */
export function DepartureRow({ departure, label, booked, onSave, onRemove, busy }: DepartureRowProps) {
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

  return (
    <Table.Tr>
      <Table.Td>{label}</Table.Td>
      <Table.Td>{booked}</Table.Td>
      <Table.Td>
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
          w={140}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="light"
            disabled={!changed || busy}
            onClick={save}
            aria-label={t('departures.saveFor', { dates: label })}
          >
            <IconDeviceFloppy size={16} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            disabled={departure.booked > 0 || busy}
            onClick={onRemove}
            aria-label={t('departures.removeFor', { dates: label })}
          >
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
