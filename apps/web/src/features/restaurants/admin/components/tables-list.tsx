import type { RestaurantAdminTableDto } from '@app/shared/restaurants/schemas';
import { ActionIcon, Badge, Group, Paper, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { AdminTable } from '../../../../components/admin/admin-table';
import { formatNumber } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';

interface TablesListProps {
  tables: RestaurantAdminTableDto[];
  /** The table list's name: "Tables of …". */
  caption: string;
  onEdit: (table: RestaurantAdminTableDto) => void;
  onDelete: (table: RestaurantAdminTableDto) => void;
}

/** A restaurant's tables: a table on wider screens, a card per table on a phone (nothing cut at the edge). */
export function TablesList(props: TablesListProps) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return phone ? <TableCards {...props} /> : <TablesTable {...props} />;
}

function TablesTable({ tables, caption, onEdit, onDelete }: TablesListProps) {
  const { t } = useTranslation('adminRestaurants');
  const lang = currentLanguage();
  return (
    <AdminTable caption={caption} minWidth={340}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('tables.columns.number')}</Table.Th>
          <Table.Th>{t('tables.columns.capacity')}</Table.Th>
          <Table.Th>{t('tables.columns.location')}</Table.Th>
          <Table.Th>{t('tables.columns.active')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('tables.columns.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tables.map((table) => (
          <Table.Tr key={table._id}>
            <Table.Td fw={600}>{table.number}</Table.Td>
            <Table.Td>{formatNumber(table.capacity, lang)}</Table.Td>
            <Table.Td>{t(`locations.${table.location}`)}</Table.Td>
            <Table.Td>
              <ActiveBadge table={table} />
            </Table.Td>
            <Table.Td>
              <TableActions table={table} onEdit={() => onEdit(table)} onDelete={() => onDelete(table)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </AdminTable>
  );
}

function TableCards({ tables, caption, onEdit, onDelete }: TablesListProps) {
  const { t } = useTranslation('adminRestaurants');
  const lang = currentLanguage();
  return (
    <Stack gap="xs" component="ul" aria-label={caption} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {tables.map((table) => (
        <Paper key={table._id} component="li" withBorder radius="md" px="sm" py="xs">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap="xs" wrap="wrap">
                <Text fw={700}>{t('tables.editTitle', { number: table.number })}</Text>
                <ActiveBadge table={table} />
              </Group>
              <Text size="sm" c="dimmed">
                {t('list.seats', { count: table.capacity, formatted: formatNumber(table.capacity, lang) })} ·{' '}
                {t(`locations.${table.location}`)}
              </Text>
            </Stack>
            <TableActions table={table} onEdit={() => onEdit(table)} onDelete={() => onDelete(table)} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function ActiveBadge({ table }: { table: RestaurantAdminTableDto }) {
  const { t } = useTranslation('adminRestaurants');
  return (
    <Badge variant="light" color={table.active ? 'uzungol' : 'gray'} style={{ minWidth: 'max-content' }}>
      {table.active ? t('tables.active') : t('tables.inactive')}
    </Badge>
  );
}

function TableActions({
  table,
  onEdit,
  onDelete,
}: {
  table: RestaurantAdminTableDto;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('adminRestaurants');
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('tables.edit', { number: table.number })} withinPortal>
        <ActionIcon
          variant="subtle"
          size={36}
          onClick={onEdit}
          aria-label={t('tables.edit', { number: table.number })}
        >
          <IconEdit size={20} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('tables.delete', { number: table.number })} withinPortal>
        <ActionIcon
          variant="subtle"
          color="red"
          size={36}
          onClick={onDelete}
          aria-label={t('tables.delete', { number: table.number })}
        >
          <IconTrash size={20} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
