import { AUDIT_ENTITIES, type AuditEntity } from '@app/shared/audit/entries';
import type { AuditEntryDto } from '@app/shared/audit/schemas';
import { Alert, Badge, Button, Card, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconInfoCircle } from '@tabler/icons-react';
import { Fragment, useEffect, useId, useState } from 'react';
import { AdminListFooter } from '../../../components/admin/admin-list-footer';
import { AdminListPage } from '../../../components/admin/admin-list-page';
import { AdminListSearch } from '../../../components/admin/admin-list-search';
import { AdminListEmpty, AdminListStates } from '../../../components/admin/admin-list-states';
import { AdminTable } from '../../../components/admin/admin-table';
import { currentLanguage } from '../../../lib/i18n';
import { shownRange } from '../../../lib/shown-range';
import { useListQuery, useStayWithinPages } from '../../../lib/use-list-query';
import { useTranslation } from '../../../lib/use-translation';
import { AUDIT_PAGE_SIZE, type AuditListParams, useAuditTrail } from './api/admin-audit-api';
import { changedFields } from './audit-rows';
import { AuditChanges } from './components/audit-changes';
import { EntryAddress, EntryWhat, EntryWhen, EntryWho, entityWords } from './components/audit-entry-parts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The filters a "Clear" empties, besides the search. */
const FILTERS = ['entity', 'from', 'to', 'actor', 'entityId'] as const;
const ALL = 'all';

const dateOf = (value: string | null) => (value && DATE.test(value) ? value : undefined);

/** The trail's filters from the address; anything it does not know is left off. */
function readFilters(params: URLSearchParams): Omit<AuditListParams, 'q' | 'page'> {
  const entity = params.get('entity');
  const actor = params.get('actor');
  const entityId = params.get('entityId')?.trim().slice(0, 200);
  return {
    entity: (AUDIT_ENTITIES as readonly string[]).includes(entity ?? '')
      ? (entity as AuditEntity)
      : undefined,
    actor: actor && UUID.test(actor) ? actor : undefined,
    entityId: entityId || undefined,
    from: dateOf(params.get('from')),
    to: dateOf(params.get('to')),
  };
}

/**
 * `/admin/audit`: every admin and blog-admin write, newest first: when, who, what (linked to its
 * page) and from where, each opening to its fields before → after. The filters live in the address.
 */
export function AdminAuditPage() {
  const { t } = useTranslation(['adminAudit', 'admin']);
  const { params, q, page, search, setSearch, update, clear } = useListQuery();
  const filters = readFilters(params);
  // A range the wrong way round is not sent: the end date says why.
  const backwards = Boolean(filters.from && filters.to && filters.to < filters.from);
  const list = useAuditTrail({ q, page, ...filters, ...(backwards ? { to: undefined } : {}) });
  useStayWithinPages(list, page, update);
  const filtered = q !== '' || FILTERS.some((key) => filters[key] !== undefined);

  return (
    <AdminListPage title={t('admin:nav.audit')} lead={t('admin:leads.audit')}>
      <Text size="sm" c="dimmed">
        {t('list.kept')}
      </Text>
      <AdminListSearch
        label={t('list.who')}
        placeholder={t('list.whoPlaceholder')}
        value={search}
        onChange={setSearch}
        refreshing={list.isFetching && !list.isPending}
      >
        <Select
          w={{ base: '100%', xs: 220 }}
          label={t('list.entity')}
          allowDeselect={false}
          value={filters.entity ?? ALL}
          onChange={(value) => update({ entity: !value || value === ALL ? null : value, page: null })}
          data={[
            { value: ALL, label: t('list.allEntities') },
            ...AUDIT_ENTITIES.map((type) => ({ value: type, label: entityWords(t, type) })),
          ]}
        />
        <DayInput
          label={t('list.from')}
          description={t('list.daysHint')}
          value={filters.from}
          onApply={(from) => update({ from: from ?? null, page: null })}
        />
        <DayInput
          label={t('list.to')}
          description={t('list.daysHint')}
          value={filters.to}
          error={backwards ? t('list.toBeforeFrom') : null}
          onApply={(to) => update({ to: to ?? null, page: null })}
        />
      </AdminListSearch>
      {filters.actor || filters.entityId ? (
        <Alert variant="light" color="sea" icon={<IconInfoCircle aria-hidden="true" />}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm">{filters.actor ? t('list.oneActor') : t('list.oneEntity')}</Text>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => update({ actor: null, entityId: null })}
            >
              {t('list.clearFilters')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <AdminListStates
        list={list}
        loadingLabel={t('list.loading')}
        loadFailed={{ message: t('list.loadFailed') }}
        empty={
          <AdminListEmpty
            t={t}
            texts="adminAudit:list"
            filtered={filtered}
            onClear={() => clear(...FILTERS)}
          />
        }
      >
        {(answer) => (
          <Stack gap="md">
            <AuditEntries entries={answer.data} />
            <AdminListFooter
              summary={t('list.showing', shownRange(answer, AUDIT_PAGE_SIZE, currentLanguage()))}
              page={answer.page}
              totalPages={answer.totalPages}
              onPage={(next) => update({ page: next })}
            />
          </Stack>
        )}
      </AdminListStates>
    </AdminListPage>
  );
}

/**
 * A day typed or picked: applied once it is a whole date (a year of four digits), or cleared when
 * the field is emptied; the field keeps its draft meanwhile.
 */
function DayInput({
  label,
  description,
  value,
  error,
  onApply,
}: {
  label: string;
  description: string;
  value: string | undefined;
  error?: string | null;
  onApply: (value: string | undefined) => void;
}) {
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const apply = (next: string) => {
    if (next === (value ?? '')) return;
    if (next === '') onApply(undefined);
    else if (DATE.test(next) && /^[1-9]/.test(next)) onApply(next);
  };
  return (
    <TextInput
      w={{ base: '100%', xs: 180 }}
      type="date"
      label={label}
      description={description}
      value={draft}
      error={error}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
      onBlur={(event) => apply(event.currentTarget.value)}
    />
  );
}

/** A phone gets one card per entry; a wider screen the table. */
function AuditEntries({ entries }: { entries: AuditEntryDto[] }) {
  const { t } = useTranslation('adminAudit');
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return phone ? (
    <Stack component="ul" aria-label={t('list.caption')} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => (
        <EntryCard
          key={entry._id}
          entry={entry}
          open={open.has(entry._id)}
          onToggle={() => toggle(entry._id)}
        />
      ))}
    </Stack>
  ) : (
    <EntryTable entries={entries} open={open} onToggle={toggle} />
  );
}

/** Opens and closes an entry's fields; says how many there are. */
function ChangesButton({
  entry,
  open,
  controls,
  onToggle,
}: {
  entry: AuditEntryDto;
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation('adminAudit');
  const count = changedFields(entry).length;
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      rightSection={
        open ? (
          <IconChevronUp size={16} aria-hidden="true" />
        ) : (
          <IconChevronDown size={16} aria-hidden="true" />
        )
      }
      leftSection={
        count > 0 ? (
          <Badge size="sm" variant="light" color="gray" circle aria-hidden="true">
            {count}
          </Badge>
        ) : null
      }
    >
      {open ? t('changes.hide') : t('changes.show')}
    </Button>
  );
}

function EntryTable({
  entries,
  open,
  onToggle,
}: {
  entries: AuditEntryDto[];
  open: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  const { t } = useTranslation('adminAudit');
  const base = useId();
  return (
    <AdminTable caption={t('list.caption')} minWidth={900}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('list.columns.when')}</Table.Th>
          <Table.Th>{t('list.columns.who')}</Table.Th>
          <Table.Th>{t('list.columns.what')}</Table.Th>
          <Table.Th>{t('list.columns.address')}</Table.Th>
          <Table.Th>{t('list.columns.changes')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => {
          const changesId = `${base}-${entry._id}`;
          const isOpen = open.has(entry._id);
          return (
            <Fragment key={entry._id}>
              <Table.Tr>
                <Table.Td>
                  <EntryWhen entry={entry} />
                </Table.Td>
                <Table.Td miw={180} maw={260}>
                  <EntryWho entry={entry} />
                </Table.Td>
                <Table.Td maw={320}>
                  <EntryWhat entry={entry} />
                </Table.Td>
                <Table.Td miw={120}>
                  <EntryAddress entry={entry} />
                </Table.Td>
                <Table.Td>
                  <ChangesButton
                    entry={entry}
                    open={isOpen}
                    controls={changesId}
                    onToggle={() => onToggle(entry._id)}
                  />
                </Table.Td>
              </Table.Tr>
              {isOpen ? (
                <Table.Tr>
                  <Table.Td colSpan={5} bg="var(--mantine-color-default-hover)">
                    <AuditChanges entry={entry} id={changesId} layout="table" />
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Fragment>
          );
        })}
      </Table.Tbody>
    </AdminTable>
  );
}

function EntryCard({ entry, open, onToggle }: { entry: AuditEntryDto; open: boolean; onToggle: () => void }) {
  const changesId = useId();
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <EntryWhen entry={entry} />
          <EntryAddress entry={entry} />
        </Group>
        <EntryWho entry={entry} />
        <EntryWhat entry={entry} />
        <div>
          <ChangesButton entry={entry} open={open} controls={changesId} onToggle={onToggle} />
        </div>
        {open ? <AuditChanges entry={entry} id={changesId} layout="blocks" /> : null}
      </Stack>
    </Card>
  );
}
