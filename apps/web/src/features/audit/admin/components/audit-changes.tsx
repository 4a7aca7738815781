import { REDACTED } from '@app/shared/audit/entries';
import type { AuditEntryDto } from '@app/shared/audit/schemas';
import { Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { formatDateTime } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useTranslation } from '../../../../lib/use-translation';
import { type ChangedField, changedFields } from '../audit-rows';

/** An instant as the API writes it (`2027-06-01T09:04:00.000Z`): shown as a date and time. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** Long values wrap anywhere: a URL or a paragraph never widens the page. */
const WRAP = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;

/** A field's value as the reader sees it: words for yes, no, empty and hidden; text kept as written. */
function Value({ value, present }: { value: unknown; present: boolean }) {
  const { t } = useTranslation('adminAudit');
  if (!present || value === null || value === undefined)
    return (
      <Text size="sm" c="dimmed">
        {t('changes.nothing')}
      </Text>
    );
  if (value === REDACTED)
    return (
      <Group gap={4} wrap="nowrap">
        <IconLock size={14} aria-hidden="true" />
        <Text size="sm" fs="italic">
          {t('changes.redacted')}
        </Text>
      </Group>
    );
  if (typeof value === 'boolean') return <Text size="sm">{value ? t('changes.yes') : t('changes.no')}</Text>;
  if (value === '')
    return (
      <Text size="sm" c="dimmed">
        {t('changes.emptyText')}
      </Text>
    );
  if (typeof value === 'number')
    return (
      <Text size="sm" dir="ltr" style={{ unicodeBidi: 'isolate' }}>
        {String(value)}
      </Text>
    );
  if (typeof value === 'string' && INSTANT.test(value))
    return (
      <Text size="sm">
        <time dateTime={value}>{formatDateTime(value, currentLanguage())}</time>
      </Text>
    );
  const text =
    typeof value === 'string'
      ? value
      : Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)
        ? value.map(String).join(', ')
        : JSON.stringify(value);
  return (
    <Text size="sm" style={WRAP}>
      <bdi>{text}</bdi>
    </Text>
  );
}

function FieldName({ path }: { path: string }) {
  return (
    <Code dir="ltr" style={{ ...WRAP, unicodeBidi: 'isolate' }}>
      {path}
    </Code>
  );
}

/** Which sides an entry has: a create only after, a delete only before. */
const sidesOf = (entry: AuditEntryDto) => ({ before: entry.before !== null, after: entry.after !== null });

/**
 * The fields of an entry, before → after: a table on a wide screen (it wraps long values inside its
 * box), one block per field on a phone.
 */
export function AuditChanges({
  entry,
  id,
  layout,
}: {
  entry: AuditEntryDto;
  id: string;
  layout: 'table' | 'blocks';
}) {
  const { t } = useTranslation('adminAudit');
  const fields = changedFields(entry);
  const sides = sidesOf(entry);
  if (fields.length === 0)
    return (
      <Text id={id} size="sm" c="dimmed">
        {t('changes.none')}
      </Text>
    );
  if (layout === 'blocks')
    return (
      <Stack id={id} gap="xs" role="list" aria-label={t('changes.caption')}>
        {fields.map((field) => (
          <FieldBlock key={field.path} field={field} sides={sides} />
        ))}
      </Stack>
    );
  return (
    <Table id={id} withTableBorder layout="fixed" verticalSpacing={6} aria-label={t('changes.caption')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="28%">{t('changes.field')}</Table.Th>
          {sides.before ? <Table.Th>{t('changes.before')}</Table.Th> : null}
          {sides.after ? <Table.Th>{t('changes.after')}</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {fields.map((field) => (
          <Table.Tr key={field.path}>
            <Table.Td>
              <FieldName path={field.path} />
            </Table.Td>
            {sides.before ? (
              <Table.Td>
                <Value value={field.before} present={'before' in field} />
              </Table.Td>
            ) : null}
            {sides.after ? (
              <Table.Td>
                <Value value={field.after} present={'after' in field} />
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function FieldBlock({ field, sides }: { field: ChangedField; sides: { before: boolean; after: boolean } }) {
  const { t } = useTranslation('adminAudit');
  return (
    <Paper withBorder radius="sm" p="xs" role="listitem">
      <FieldName path={field.path} />
      {sides.before ? (
        <Group gap={6} mt={4} wrap="nowrap" align="flex-start">
          <Text size="xs" c="dimmed" fw={600} miw={48}>
            {t('changes.before')}
          </Text>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Value value={field.before} present={'before' in field} />
          </div>
        </Group>
      ) : null}
      {sides.after ? (
        <Group gap={6} mt={4} wrap="nowrap" align="flex-start">
          <Text size="xs" c="dimmed" fw={600} miw={48}>
            {t('changes.after')}
          </Text>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Value value={field.after} present={'after' in field} />
          </div>
        </Group>
      ) : null}
    </Paper>
  );
}
