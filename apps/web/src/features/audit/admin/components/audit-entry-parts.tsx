import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from '@app/shared/audit/entries';
import type { AuditEntryDto } from '@app/shared/audit/schemas';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { type TFunction, useTranslation } from '../../../../lib/use-translation';

const isAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);
const isEntity = (value: string): value is AuditEntity =>
  (AUDIT_ENTITIES as readonly string[]).includes(value);
const SETTING_GROUPS = ['app', 'email', 'payment', 'homepage'] as const;

/** The verb in words ("Updated"); one the app does not know yet as the server wrote it. */
export const actionWords = (t: TFunction<'adminAudit'>, action: string) =>
  isAction(action) ? t(`actions.${action}`) : action;

/** The kind of entity in words ("Hotel room"). */
export const entityWords = (t: TFunction<'adminAudit'>, type: string) =>
  isEntity(type) ? t(`entities.${type}`) : type;

/** How the entity is named: its name when written, a settings group in words, else its id. */
function entityName(t: TFunction<'adminAudit'>, entry: AuditEntryDto): string {
  const { type, id, label } = entry.entity;
  const group = SETTING_GROUPS.find((g) => g === id);
  if (type === 'setting' && group) return t(`settingGroups.${group}`);
  return label || id || t('list.unnamed');
}

/** A deletion in red, a creation in green, any other change quiet. */
const ACTION_COLOR: Partial<Record<AuditAction, string>> = {
  create: 'uzungol',
  delete: 'red',
  disable: 'red',
  status: 'sea',
  approve: 'uzungol',
  publish: 'uzungol',
};

/** When, in the reader's language and on the reader's clock. */
export function EntryWhen({ entry }: { entry: AuditEntryDto }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      <time dateTime={entry.at}>{formatDateTime(entry.at, currentLanguage())}</time>
    </Text>
  );
}

/** Who: the name and email as they were when the change was made. */
export function EntryWho({ entry }: { entry: AuditEntryDto }) {
  const { t } = useTranslation('adminAudit');
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        <bdi>{entry.actor.name || t('list.unknownActor')}</bdi>
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        <bdi>{entry.actor.email}</bdi>
      </Text>
    </Stack>
  );
}

/** What: the verb, the kind of entity and its name, linked to its admin page when it has one. */
export function EntryWhat({ entry }: { entry: AuditEntryDto }) {
  const { t } = useTranslation('adminAudit');
  const name = entityName(t, entry);
  return (
    <Stack gap={4} align="flex-start">
      <Badge
        variant="light"
        color={(isAction(entry.action) && ACTION_COLOR[entry.action]) || 'gray'}
        size="sm"
        miw="max-content"
      >
        {actionWords(t, entry.action)}
      </Badge>
      <Text size="sm">
        {entityWords(t, entry.entity.type)}
        {': '}
        {entry.href ? (
          <Anchor component={Link} to={entry.href} size="sm" style={{ overflowWrap: 'anywhere' }}>
            <bdi>{name}</bdi>
          </Anchor>
        ) : (
          <bdi style={{ overflowWrap: 'anywhere' }}>{name}</bdi>
        )}
      </Text>
    </Stack>
  );
}

/** From which address, as the server saw it. */
export function EntryAddress({ entry }: { entry: AuditEntryDto }) {
  return (
    <Text size="sm" ff="monospace" dir="ltr" style={{ unicodeBidi: 'isolate', overflowWrap: 'anywhere' }}>
      {entry.ip || '—'}
    </Text>
  );
}
