import { addDays } from '@app/shared/common/dates';
import type { DepartureAdminDto, PackageAdminDto } from '@app/shared/packages/schemas';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { EditorSection } from '../../components/editor-section';
import { agencyToday } from '../../lib/agency-time';
import { ApiError } from '../../lib/api-client';
import { formatDate, formatNumber } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { useTranslation } from '../../lib/use-translation';
import { useErrorMessage } from '../admin-hotels/hooks/use-field-message';
import { useDepartureActions } from './admin-packages-api';

/** Departure dates with their seats: add one, resize its seats (never below what is booked), remove an unbooked one. */
export function DeparturesSection({ trip }: { trip: PackageAdminDto }) {
  const { t } = useTranslation('adminPackages');
  const lang = currentLanguage();
  const errorMessage = useErrorMessage();
  const actions = useDepartureActions(trip._id);
  const tomorrow = addDays(agencyToday(), 1);
  const [date, setDate] = useState('');
  const [seats, setSeats] = useState<number | string>(12);
  const failure = actions.add.error ?? actions.change.error ?? actions.remove.error;
  const fieldMessage = failure instanceof ApiError ? failure.errors[0]?.message : undefined;

  return (
    <EditorSection title={t('sections.departures')} description={t('departures.hint')}>
      {trip.departures.length === 0 ? (
        <Text c="dimmed">{t('departures.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('departures.dates')}</Table.Th>
                <Table.Th>{t('departures.booked')}</Table.Th>
                <Table.Th>{t('departures.seats')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('departures.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {trip.departures.map((d) => (
                <DepartureRow
                  key={`${d._id}-${d.seatsTotal}`}
                  departure={d}
                  label={`${formatDate(d.startDate, lang)} – ${formatDate(d.endDate, lang)}`}
                  booked={formatNumber(d.booked, lang)}
                  onSave={(seatsTotal) =>
                    actions.change.mutate(
                      { id: d._id, body: { startDate: d.startDate, seatsTotal } },
                      {
                        onSuccess: () => notify({ color: 'uzungol', message: t('departures.saved') }),
                      },
                    )
                  }
                  onRemove={() => actions.remove.mutate(d._id)}
                  busy={actions.change.isPending || actions.remove.isPending}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label={t('departures.start')}
          min={tomorrow}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
        />
        <NumberInput
          label={t('departures.seats')}
          min={1}
          max={500}
          allowDecimal={false}
          value={seats}
          onChange={setSeats}
          w={140}
        />
        <Button
          variant="light"
          loading={actions.add.isPending}
          disabled={!date || !Number(seats)}
          onClick={() =>
            actions.add.mutate(
              { startDate: date, seatsTotal: Number(seats) },
              {
                onSuccess: () => {
                  setDate('');
                  notify({ color: 'uzungol', message: t('departures.added') });
                },
              },
            )
          }
        >
          {t('departures.add')}
        </Button>
      </Group>
      {failure ? (
        <Alert color="red" role="alert">
          {fieldMessage ?? errorMessage(failure, t('departures.failed'))}
        </Alert>
      ) : null}
    </EditorSection>
  );
}

function DepartureRow({
  departure,
  label,
  booked,
  onSave,
  onRemove,
  busy,
}: {
  departure: DepartureAdminDto;
  label: string;
  booked: string;
  onSave: (seats: number) => void;
  onRemove: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('adminPackages');
  const [seats, setSeats] = useState<number | string>(departure.seatsTotal);
  const changed = Number(seats) !== departure.seatsTotal && Number(seats) >= 1;
  return (
    <Table.Tr>
      <Table.Td>{label}</Table.Td>
      <Table.Td>{booked}</Table.Td>
      <Table.Td>
        <NumberInput
          aria-label={t('departures.seatsFor', { dates: label })}
          min={Math.max(1, departure.booked)}
          max={500}
          allowDecimal={false}
          value={seats}
          onChange={setSeats}
          w={110}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="light"
            disabled={!changed || busy}
            onClick={() => onSave(Number(seats))}
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
