import { pickLocalized } from '@app/shared/i18n/localized';
import { isRental, type VehicleClassAdminDto } from '@app/shared/vehicles/admin-schemas';
import { CAR_TYPES, type CarType, VEHICLE_SERVICES, type VehicleService } from '@app/shared/vehicles/catalog';
import {
  Anchor,
  Badge,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminErrorTexts } from '../../../components/admin/admin-field-texts';
import { AdminListPage } from '../../../components/admin/admin-list-page';
import { AdminListEmpty, AdminListStates } from '../../../components/admin/admin-list-states';
import { AdminTable } from '../../../components/admin/admin-table';
import { RowActions } from '../../../components/admin/row-actions';
import { Thumbnail } from '../../../components/admin/thumbnail';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { usePublicSettings } from '../../../components/layout/use-public-settings';
import { formatMoney, formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useAdminVehicleClasses, useDeleteVehicleClass } from './admin-vehicles-api';

const ALL = 'all';
const nameOf = (c: VehicleClassAdminDto) => pickLocalized(c.name, currentLanguage()).text;

/** `/admin/vehicles`: every class of car rentals, transfers and taxis, by service; the service shown lives in the URL. */
export function AdminVehiclesPage() {
  const { t } = useTranslation(['adminVehicles', 'admin']);
  const phone = usePhone();
  const [params, setParams] = useSearchParams();
  const asked = params.get('service');
  const shown = VEHICLE_SERVICES.find((s) => s === asked) ?? null;
  const list = useAdminVehicleClasses();
  const remove = useDeleteVehicleClass();
  const errorMessage = useErrorMessage(adminErrorTexts);
  const [toDelete, setToDelete] = useState<VehicleClassAdminDto | null>(null);
  const show = (service: string) =>
    setParams(service === ALL ? {} : { service }, { replace: true, preventScrollReset: true });
  const createTo = shown ? `/admin/vehicles/new?service=${shown}` : '/admin/vehicles/new';

  return (
    <AdminListPage
      title={t('admin:nav.vehicles')}
      lead={t('list.lead')}
      create={{ to: createTo, label: t('list.newClass') }}
      dialogs={
        <ConfirmDeleteDialog
          opened={toDelete !== null}
          onClose={() => setToDelete(null)}
          title={t('delete.title')}
          body={toDelete ? t('delete.body', { name: nameOf(toDelete) }) : ''}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          mutation={remove}
          id={toDelete?._id ?? null}
          errorText={(error) => errorMessage(error, t('delete.failed'))}
          onDeleted={() => {
            if (toDelete) notify({ color: 'uzungol', message: t('delete.done', { name: nameOf(toDelete) }) });
          }}
        />
      }
    >
      <SegmentedControl
        aria-label={t('list.filter')}
        orientation={phone ? 'vertical' : 'horizontal'}
        fullWidth={phone}
        value={shown ?? ALL}
        onChange={show}
        data={[
          { value: ALL, label: t('list.all') },
          ...VEHICLE_SERVICES.map((s) => ({ value: s, label: t(`services.${s}`) })),
        ]}
        style={phone ? undefined : { alignSelf: 'flex-start' }}
      />
      <AdminListStates
        list={list}
        loadingLabel={t('list.loading')}
        loadFailed={{ message: t('list.loadFailed') }}
        isEmpty={(classes) => classes.filter((c) => !shown || c.service === shown).length === 0}
        empty={
          <AdminListEmpty
            t={t}
            texts="adminVehicles:list"
            filtered={shown !== null && (list.data?.length ?? 0) > 0}
            onClear={() => show(ALL)}
            create={{ to: createTo, label: t('list.newClass') }}
          />
        }
      >
        {(classes) => (
          <Stack gap="xl">
            {(shown ? [shown] : VEHICLE_SERVICES).map((service) => {
              const ofService = classes.filter((c) => c.service === service);
              return ofService.length ? (
                <ServiceClasses key={service} service={service} classes={ofService} onDelete={setToDelete} />
              ) : null;
            })}
          </Stack>
        )}
      </AdminListStates>
    </AdminListPage>
  );
}

interface ServiceClassesProps {
  service: VehicleService;
  classes: VehicleClassAdminDto[];
  onDelete: (c: VehicleClassAdminDto) => void;
}

/** One service's classes in its order, under the service's heading. */
function ServiceClasses({ service, classes, onDelete }: ServiceClassesProps) {
  const { t } = useTranslation('adminVehicles');
  const phone = usePhone();
  const title = t(`services.${service}`);
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {phone ? (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {classes.map((c) => (
            <ClassCard key={c._id} vehicleClass={c} onDelete={() => onDelete(c)} />
          ))}
        </Stack>
      ) : (
        <AdminTable caption={t('list.caption', { service: title })} minWidth={900}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('list.columns.class')}</Table.Th>
              <Table.Th>{t('list.columns.capacity')}</Table.Th>
              <Table.Th>{t('list.columns.prices')}</Table.Th>
              <Table.Th>{t('list.columns.fleet')}</Table.Th>
              <Table.Th>{t('list.columns.status')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('list.columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {classes.map((c) => (
              <ClassRow key={c._id} vehicleClass={c} onDelete={() => onDelete(c)} />
            ))}
          </Table.Tbody>
        </AdminTable>
      )}
    </Stack>
  );
}

/** Phones show the classes as cards (a table would scroll sideways). */
const usePhone = () => useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

/** A class on a phone: picture, name, what it carries, its prices and fleet, its status and actions. */
function ClassCard({
  vehicleClass: c,
  onDelete,
}: {
  vehicleClass: VehicleClassAdminDto;
  onDelete: () => void;
}) {
  const { t } = useTranslation('adminVehicles');
  const lang = currentLanguage();
  const name = nameOf(c);
  return (
    <Paper component="li" withBorder radius="lg" p="sm">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Thumbnail src={c.image} size={72} />
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Anchor component={Link} to={`/admin/vehicles/${c._id}`} fw={700} c="inherit" lineClamp={2}>
              {name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {[
                c.model,
                t('list.capacity', {
                  passengers: formatNumber(c.passengers, lang),
                  bags: formatNumber(c.bags, lang),
                }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Badge variant="light" color={c.active ? 'uzungol' : 'gray'} miw="max-content">
              {c.active ? t('list.onSale') : t('list.offSale')}
            </Badge>
          </Stack>
        </Group>
        <Prices vehicleClass={c} />
        <Group justify="space-between" wrap="nowrap" align="center">
          <Fleet vehicleClass={c} />
          <RowActions
            editTo={`/admin/vehicles/${c._id}`}
            editLabel={t('list.edit', { name })}
            deleteLabel={t('list.delete', { name })}
            onDelete={onDelete}
          />
        </Group>
      </Stack>
    </Paper>
  );
}

function ClassRow({
  vehicleClass: c,
  onDelete,
}: {
  vehicleClass: VehicleClassAdminDto;
  onDelete: () => void;
}) {
  const { t } = useTranslation('adminVehicles');
  const lang = currentLanguage();
  const name = nameOf(c);
  const kind =
    isRental(c.service) && (CAR_TYPES as readonly string[]).includes(c.code)
      ? t(`carTypes.${c.code as CarType}`)
      : t('list.code', { code: c.code });
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Thumbnail src={c.image} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/admin/vehicles/${c._id}`} fw={600} c="inherit">
              {name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {[kind, c.model].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {t('list.capacity', {
            passengers: formatNumber(c.passengers, lang),
            bags: formatNumber(c.bags, lang),
          })}
        </Text>
        {c.transmission ? (
          <Text size="xs" c="dimmed">
            {t(`transmissions.${c.transmission}`)}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Prices vehicleClass={c} />
      </Table.Td>
      <Table.Td>
        <Fleet vehicleClass={c} />
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={c.active ? 'uzungol' : 'gray'} miw="max-content">
          {c.active ? t('list.onSale') : t('list.offSale')}
        </Badge>
      </Table.Td>
      <Table.Td>
        <RowActions
          editTo={`/admin/vehicles/${c._id}`}
          editLabel={t('list.edit', { name })}
          deleteLabel={t('list.delete', { name })}
          onDelete={onDelete}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** A rental's daily rate, one-way fee and extras; a ride's base fare and price per km. */
function Prices({ vehicleClass: c }: { vehicleClass: VehicleClassAdminDto }) {
  const { t } = useTranslation('adminVehicles');
  const lang = currentLanguage();
  const currency = usePublicSettings().data?.currency ?? 'TRY';
  const money = (minor: number) => formatMoney(minor, currency, lang);
  if (!isRental(c.service))
    return (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t('list.ride', { base: money(c.baseFare), perKm: money(c.perKm) })}
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {t('list.perDay', { price: money(c.dailyRate) })}
      </Text>
      {c.oneWayFee > 0 ? (
        <Text size="xs" c="dimmed">
          {t('list.oneWayFee', { price: money(c.oneWayFee) })}
        </Text>
      ) : null}
      {c.extras.map((e) => (
        <Text key={e.code} size="xs" c="dimmed">
          {t('list.extra', { extra: t(`extras.${e.code}`), price: money(e.perDay) })}
        </Text>
      ))}
    </Stack>
  );
}

/** The fleet, the bookings to come, and a warning when more are booked at one time than the fleet. */
function Fleet({ vehicleClass: c }: { vehicleClass: VehicleClassAdminDto }) {
  const { t } = useTranslation('adminVehicles');
  const lang = currentLanguage();
  return (
    <Stack gap={2}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t('list.fleet', { count: c.fleetSize, formatted: formatNumber(c.fleetSize, lang) })}
      </Text>
      {c.upcomingBookings > 0 ? (
        <Text size="xs" c="dimmed">
          {t('list.booked', { count: c.upcomingBookings, formatted: formatNumber(c.upcomingBookings, lang) })}
        </Text>
      ) : null}
      {c.peakAhead > c.fleetSize ? (
        <Badge variant="light" color="orange" size="sm">
          {t('list.overbooked', { peak: formatNumber(c.peakAhead, lang) })}
        </Badge>
      ) : null}
    </Stack>
  );
}
