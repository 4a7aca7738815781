import { addDays } from '@app/shared/common/dates';
import type { DepartureAdminDto, PackageAdminDto } from '@app/shared/packages/schemas';
import { Alert, Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { adminErrorTexts } from '../../../components/admin/admin-field-texts';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { EditorSection } from '../../../components/editor-section';
import { NumberField } from '../../../components/number-field';
import { useAgencyToday } from '../../../lib/agency-time';
import { formatDate, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useDepartureActions } from './admin-packages-api';
import { DepartureRow } from './departure-row';
import { type DepartureErrors, MAX_SEATS, useDepartureMessages } from './use-departure-messages';

/** Departure dates with their seats: add one, resize its seats (never below what is booked), remove an unbooked one. */
export function DeparturesSection({ trip }: { trip: PackageAdminDto }) {
  const { t } = useTranslation('adminPackages');
  const lang = currentLanguage();
  const errorMessage = useErrorMessage(adminErrorTexts);
  const messages = useDepartureMessages();
  const actions = useDepartureActions(trip._id);
  const tomorrow = addDays(useAgencyToday(), 1);
  const [date, setDate] = useState('');
  const [seats, setSeats] = useState<number | string>(12);
  const [errors, setErrors] = useState<DepartureErrors>({});
  const [removing, setRemoving] = useState<DepartureAdminDto | null>(null);
  // The departure named in the question, kept while the dialog fades out.
  const asked = useRef<DepartureAdminDto | null>(null);
  if (removing) asked.current = removing;
  const dateRef = useRef<HTMLInputElement>(null);
  const seatsRef = useRef<HTMLInputElement>(null);
  const datesOf = (d: DepartureAdminDto) =>
    `${formatDate(d.startDate, lang)} – ${formatDate(d.endDate, lang)}`;
  // A refusal that names no field (the connection, the server) is said below the form.
  const [problem, setProblem] = useState<string | null>(null);
  // A phone lists the departures as cards: a table of four columns would scroll sideways.
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  const showErrors = (next: DepartureErrors) => {
    setErrors(next);
    if (next.startDate) dateRef.current?.focus();
    else if (next.seatsTotal) seatsRef.current?.focus();
  };

  const add = () => {
    setProblem(null);
    const found = messages.checkNew(date, seats, tomorrow);
    if (found.startDate || found.seatsTotal) return showErrors(found);
    setErrors({});
    actions.add.mutate(
      { startDate: date, seatsTotal: Number(seats) },
      {
        onSuccess: () => {
          setDate('');
          notify({ color: 'uzungol', message: t('departures.added') });
        },
        onError: (error) => {
          const fields = messages.fromServer(error, date);
          if (fields) showErrors(fields);
          else setProblem(errorMessage(error, t('departures.failed')));
        },
      },
    );
  };

  const submitOnEnter = (event: React.KeyboardEvent) => {
    // The package's own form is around this one: Enter adds the departure, not saves the package.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  const departureRow = (d: DepartureAdminDto, layout: 'row' | 'card') => (
    <DepartureRow
      key={`${d._id}-${d.seatsTotal}`}
      layout={layout}
      departure={d}
      label={datesOf(d)}
      booked={formatNumber(d.booked, lang)}
      onSave={(seatsTotal, done) =>
        actions.change.mutate(
          { id: d._id, body: { startDate: d.startDate, seatsTotal } },
          {
            onSuccess: () => {
              done();
              notify({ color: 'uzungol', message: t('departures.saved') });
            },
            onError: (error) => {
              const fields = messages.fromServer(error, d.startDate, d.booked);
              done(fields?.seatsTotal ?? fields?.startDate);
              if (!fields) setProblem(errorMessage(error, t('departures.failed')));
            },
          },
        )
      }
      onRemove={() => setRemoving(d)}
      busy={actions.change.isPending || actions.remove.isPending}
    />
  );

  return (
    <EditorSection title={t('sections.departures')} description={t('departures.hint')}>
      {trip.departures.length === 0 ? (
        <Text c="dimmed">{t('departures.empty')}</Text>
      ) : phone ? (
        <Stack
          component="ul"
          gap="xs"
          aria-label={t('sections.departures')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {trip.departures.map((d) => departureRow(d, 'card'))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={560}>
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
            <Table.Tbody>{trip.departures.map((d) => departureRow(d, 'row'))}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          ref={dateRef}
          type="date"
          label={t('departures.start')}
          min={tomorrow}
          value={date}
          error={errors.startDate}
          onChange={(event) => {
            setDate(event.currentTarget.value);
            setErrors((e) => ({ ...e, startDate: undefined }));
          }}
          onKeyDown={submitOnEnter}
        />
        <NumberField
          ref={seatsRef}
          label={t('departures.seats')}
          min={1}
          max={MAX_SEATS}
          value={seats}
          error={errors.seatsTotal}
          onChange={(value) => {
            setSeats(value);
            setErrors((e) => ({ ...e, seatsTotal: undefined }));
          }}
          onKeyDown={submitOnEnter}
          w={160}
        />
        <Button variant="light" mt={25} loading={actions.add.isPending} onClick={add}>
          {t('departures.add')}
        </Button>
      </Group>
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      <ConfirmDeleteDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('departures.removeTitle')}
        body={asked.current ? t('departures.removeBody', { dates: datesOf(asked.current) }) : ''}
        confirmLabel={t('departures.removeConfirm')}
        cancelLabel={t('cancel')}
        mutation={actions.remove}
        id={removing?._id ?? null}
        errorText={(error) => errorMessage(error, t('departures.failed'))}
        onDeleted={() => notify({ color: 'uzungol', message: t('departures.removed') })}
        focusAfter={() => dateRef.current?.focus()}
      />
    </EditorSection>
  );
}
