import type { Language } from '@app/shared/i18n/languages';
import { pickLocalized } from '@app/shared/i18n/localized';
import { LANGUAGE_PATTERN } from '@app/shared/i18n/per-language';
import {
  isRental,
  MAX_CLASS_BAGS,
  MAX_CLASS_CODE_LENGTH,
  MAX_CLASS_NAME_LENGTH,
  MAX_CLASS_PASSENGERS,
  MAX_FLEET_SIZE,
  MAX_MODEL_LENGTH,
  MAX_SORT_ORDER,
  type VehicleClassAdminDto,
} from '@app/shared/vehicles/admin-schemas';
import {
  CAR_TYPES,
  RENTAL_EXTRAS,
  TRANSMISSIONS,
  VEHICLE_SERVICES,
  type VehicleService,
} from '@app/shared/vehicles/catalog';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconCircleCheck,
  IconDeviceFloppy,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { adminErrorTexts } from '../../../components/admin/admin-field-texts';
import { EditorHead } from '../../../components/admin/editor-head';
import { FeaturedImageField } from '../../../components/admin/featured-image-field';
import {
  LanguageTabs,
  languageInputProps,
  languagesWithErrors,
} from '../../../components/admin/language-tabs';
import { UnsavedChangesDialog } from '../../../components/admin/unsaved-changes-dialog';
import { useUnsavedChanges } from '../../../components/admin/use-unsaved-changes';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { EditorActions } from '../../../components/editor-actions';
import { EditorSection } from '../../../components/editor-section';
import { usePublicSettings } from '../../../components/layout/use-public-settings';
import { NumberField } from '../../../components/number-field';
import { StickySaveBar } from '../../../components/sticky-save-bar';
import { ApiError } from '../../../lib/api-client';
import { FOCUS_HEADING, useFocusHeadingOnArrival } from '../../../lib/focus-heading';
import { focusFirstError } from '../../../lib/form-focus';
import { formatNumber, languageName } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { LTR_INPUT } from '../../../lib/input-direction';
import { notify } from '../../../lib/notify';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useCreateVehicleClass, useDeleteVehicleClass, useUpdateVehicleClass } from './admin-vehicles-api';
import {
  blankExtra,
  emptyVehicleClassValues,
  parseVehicleClassValues,
  type VehicleClassFormValues,
  vehicleClassValuesFromDto,
} from './vehicle-class-form';
import { useVehicleFieldMessage } from './vehicle-field-texts';
import { WithdrawalsSection } from './withdrawals-section';

const NAME_FIELD = new RegExp(`^name\\.(${LANGUAGE_PATTERN})$`);

/** `/admin/vehicles/new` and `/admin/vehicles/:id`: every field of a vehicle class, and its maintenance days. */
export function VehicleClassEditor({
  vehicleClass,
  service = 'rental',
}: {
  vehicleClass: VehicleClassAdminDto | null;
  /** A new class's service to start with. */
  service?: VehicleService;
}) {
  const { t } = useTranslation('adminVehicles');
  const navigate = useNavigate();
  const formId = useId();
  const lang = currentLanguage();
  const currency = usePublicSettings().data?.currency ?? 'TRY';
  const errorMessage = useErrorMessage(adminErrorTexts);
  const create = useCreateVehicleClass();
  const update = useUpdateVehicleClass();
  const remove = useDeleteVehicleClass();
  const saving = create.isPending || update.isPending;
  const [nameLang, setNameLang] = useState<Language>('en');
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const addExtraRef = useRef<HTMLButtonElement>(null);
  const headingRef = useFocusHeadingOnArrival<HTMLHeadingElement>();

  const form = useForm<VehicleClassFormValues>({
    mode: 'controlled',
    initialValues: vehicleClass ? vehicleClassValuesFromDto(vehicleClass) : emptyVehicleClassValues(service),
    validate: (values) => {
      const parsed = parseVehicleClassValues(values);
      const errors: FormErrors = {};
      if (!parsed.ok)
        for (const issue of parsed.issues) errors[issue.field] = fieldMessage(issue.code, issue.field);
      return errors;
    },
  });
  const values = form.values;
  const rental = isRental(values.service);
  const fieldMessage = useVehicleFieldMessage(values.service, currency);
  const dirty = form.isDirty();
  const { blocker, allowNextNavigation } = useUnsavedChanges(dirty && !deleting);

  const revealErrors = (fields: string[]) => {
    const name = fields.map((f) => NAME_FIELD.exec(f)).find(Boolean);
    if (name) setNameLang(name[1] as Language);
    focusFirstError(formId);
  };

  const showServerErrors = (error: unknown) => {
    const leftovers: string[] = [];
    const fields: string[] = [];
    if (error instanceof ApiError)
      for (const issue of error.errors) {
        const message = fieldMessage(issue.code, issue.field, issue.message);
        const head = issue.field.split('.')[0] ?? '';
        if (head in form.values) {
          form.setFieldError(issue.field, message);
          fields.push(issue.field);
        } else leftovers.push(message);
      }
    // A conflict (a code taken) says so in its own words; a refusal of fields asks to check them.
    const base =
      fields.length > 0 && leftovers.length === 0 && !(error instanceof ApiError && error.status === 409)
        ? t('editor.fixFields')
        : errorMessage(error, t('editor.saveFailed'));
    setFormError([base, ...leftovers].join(' '));
    notify({ color: 'red', title: t('editor.notSavedTitle'), message: base });
    if (fields.length > 0) revealErrors(fields);
  };

  const nameOf = (saved: VehicleClassAdminDto) => pickLocalized(saved.name, currentLanguage()).text;

  const submit = form.onSubmit(
    (v) => {
      const parsed = parseVehicleClassValues(v);
      if (!parsed.ok) return;
      setFormError(null);
      if (vehicleClass) {
        update.mutate(
          { id: vehicleClass._id, body: parsed.input },
          {
            onSuccess: (saved) => {
              const fresh = vehicleClassValuesFromDto(saved);
              form.setValues(fresh);
              form.resetDirty(fresh);
              statusRef.current?.focus();
              notify({
                color: 'uzungol',
                icon: <IconCircleCheck aria-hidden="true" />,
                message: t('editor.saved', { name: nameOf(saved) }),
              });
            },
            onError: showServerErrors,
          },
        );
      } else {
        create.mutate(parsed.input, {
          onSuccess: (saved) => {
            form.resetDirty();
            notify({
              color: 'uzungol',
              icon: <IconCircleCheck aria-hidden="true" />,
              message: t('editor.created', { name: nameOf(saved) }),
            });
            allowNextNavigation();
            void navigate(`/admin/vehicles/${saved._id}`, { replace: true, state: FOCUS_HEADING });
          },
          onError: showServerErrors,
        });
      }
    },
    (errors) => {
      setFormError(t('editor.fixFields'));
      revealErrors(Object.keys(errors));
    },
  );

  /** A new class may change service: the fields of the other service start afresh. */
  const changeService = (next: VehicleService) => {
    const fresh = emptyVehicleClassValues(next);
    form.setValues({
      ...fresh,
      name: values.name,
      model: values.model,
      image: values.image,
      fleetSize: values.fleetSize,
      active: values.active,
      sortOrder: values.sortOrder,
    });
    form.clearErrors();
  };

  const priceHint = t('fields.priceHint', { currency });
  const money = { min: 0, decimalScale: 2, thousandSeparator: true, description: priceHint } as const;
  const usedExtras = new Set(values.extras.map((e) => e.code));
  const peakAhead = vehicleClass?.peakAhead ?? 0;
  const fleet = Number(values.fleetSize);
  const overbooked = vehicleClass !== null && String(values.fleetSize) !== '' && fleet < peakAhead;

  return (
    <Stack gap="lg" maw={1100}>
      <EditorHead
        back={{ to: '/admin/vehicles', label: t('editor.backToList') }}
        kicker={vehicleClass ? t('titles.edit') : null}
        title={vehicleClass ? nameOf(vehicleClass) : t('titles.new')}
        headingRef={headingRef}
        below={
          vehicleClass ? (
            <Group gap="xs">
              <Badge variant="light" color="sea">
                {t(`service.${vehicleClass.service}`)}
              </Badge>
              <Badge variant="light" color={vehicleClass.active ? 'uzungol' : 'gray'}>
                {vehicleClass.active ? t('list.onSale') : t('list.offSale')}
              </Badge>
            </Group>
          ) : (
            t('editor.newLead')
          )
        }
        actions={
          vehicleClass ? (
            <EditorActions viewLabel="" deleteLabel={t('editor.delete')} onDelete={() => setDeleting(true)} />
          ) : null
        }
      />

      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="lg">
          {formError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
              {formError}
            </Alert>
          ) : null}

          <EditorSection title={t('sections.class')} description={t('sections.classHint')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Select
                label={t('fields.service')}
                description={vehicleClass ? t('fields.serviceFixed') : undefined}
                withAsterisk
                allowDeselect={false}
                disabled={vehicleClass !== null}
                data={VEHICLE_SERVICES.map((s) => ({ value: s, label: t(`service.${s}`) }))}
                {...form.getInputProps('service')}
                onChange={(next) => next && changeService(next as VehicleService)}
              />
              {rental ? (
                <Select
                  label={t('fields.carType')}
                  description={t('fields.carTypeHint')}
                  placeholder={t('fields.carTypePlaceholder')}
                  withAsterisk
                  allowDeselect={false}
                  data={CAR_TYPES.map((c) => ({ value: c, label: t(`carTypes.${c}`) }))}
                  {...form.getInputProps('code')}
                  value={values.code || null}
                  onChange={(next) => form.setFieldValue('code', next ?? '')}
                />
              ) : (
                <TextInput
                  label={t('fields.code')}
                  description={t('fields.codeHint')}
                  withAsterisk
                  maxLength={MAX_CLASS_CODE_LENGTH}
                  {...LTR_INPUT}
                  {...form.getInputProps('code')}
                />
              )}
            </SimpleGrid>
            <LanguageTabs
              label={t('sections.class')}
              value={nameLang}
              onChange={setNameLang}
              withErrors={languagesWithErrors(form.errors, ['name'])}
            >
              {(l) => (
                <TextInput
                  label={t('fields.withLanguage', {
                    field: t('fields.name'),
                    language: languageName(l, lang),
                  })}
                  withAsterisk={l === 'en'}
                  maxLength={MAX_CLASS_NAME_LENGTH}
                  {...languageInputProps(l)}
                  {...form.getInputProps(`name.${l}`)}
                />
              )}
            </LanguageTabs>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('fields.model')}
                description={t('fields.modelHint')}
                maxLength={MAX_MODEL_LENGTH}
                {...LTR_INPUT}
                {...form.getInputProps('model')}
              />
              {rental ? (
                <Select
                  label={t('fields.transmission')}
                  placeholder={t('fields.transmissionPlaceholder')}
                  withAsterisk
                  allowDeselect={false}
                  data={TRANSMISSIONS.map((m) => ({ value: m, label: t(`transmissions.${m}`) }))}
                  {...form.getInputProps('transmission')}
                />
              ) : null}
              <NumberField
                label={t('fields.passengers')}
                withAsterisk
                min={1}
                max={MAX_CLASS_PASSENGERS}
                allowDecimal={false}
                {...form.getInputProps('passengers')}
              />
              <NumberField
                label={t('fields.bags')}
                withAsterisk
                min={0}
                max={MAX_CLASS_BAGS}
                allowDecimal={false}
                {...form.getInputProps('bags')}
              />
            </SimpleGrid>
          </EditorSection>

          <EditorSection title={t('sections.image')}>
            <FeaturedImageField
              value={values.image}
              onChange={(url) => form.setFieldValue('image', url)}
              error={form.errors.image}
              hint={t('sections.imageHint')}
            />
          </EditorSection>

          <EditorSection
            title={t('sections.prices')}
            description={rental ? t('sections.pricesRental') : t('sections.pricesRide')}
          >
            {rental ? (
              <>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <NumberField
                    label={t('fields.dailyRate')}
                    withAsterisk
                    {...money}
                    {...form.getInputProps('dailyRate')}
                  />
                  <NumberField
                    label={t('fields.oneWayFee')}
                    {...money}
                    {...form.getInputProps('oneWayFee')}
                  />
                </SimpleGrid>
                <Stack gap="xs">
                  <Title order={3} size="h5">
                    {t('extrasEditor.title')}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('extrasEditor.hint')}
                  </Text>
                  {values.extras.length === 0 ? <Text size="sm">{t('extrasEditor.empty')}</Text> : null}
                  {values.extras.map((extra, i) => (
                    <Group key={extra.key} gap="sm" align="flex-start" wrap="wrap">
                      <Select
                        label={t('extrasEditor.extra', { n: formatNumber(i + 1, lang) })}
                        withAsterisk
                        allowDeselect={false}
                        data={RENTAL_EXTRAS.map((code) => ({
                          value: code,
                          label: t(`extras.${code}`),
                          disabled: code !== extra.code && usedExtras.has(code),
                        }))}
                        style={{ flex: '1 1 12rem' }}
                        {...form.getInputProps(`extras.${i}.code`)}
                      />
                      <NumberField
                        label={t('extrasEditor.perDay')}
                        withAsterisk
                        {...money}
                        style={{ flex: '1 1 12rem' }}
                        {...form.getInputProps(`extras.${i}.perDay`)}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        mt={28}
                        aria-label={t('extrasEditor.remove', { n: formatNumber(i + 1, lang) })}
                        onClick={() => {
                          form.removeListItem('extras', i);
                          // Its button went with it: "Add extra" keeps the place.
                          addExtraRef.current?.focus();
                        }}
                      >
                        <IconTrash size={18} aria-hidden="true" />
                      </ActionIcon>
                    </Group>
                  ))}
                  <Group>
                    <Button
                      ref={addExtraRef}
                      variant="light"
                      leftSection={<IconPlus size={16} aria-hidden="true" />}
                      disabled={values.extras.length >= RENTAL_EXTRAS.length}
                      onClick={() =>
                        form.insertListItem(
                          'extras',
                          blankExtra(RENTAL_EXTRAS.find((code) => !usedExtras.has(code)) ?? null),
                        )
                      }
                    >
                      {t('extrasEditor.add')}
                    </Button>
                  </Group>
                </Stack>
              </>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <NumberField label={t('fields.baseFare')} {...money} {...form.getInputProps('baseFare')} />
                <NumberField
                  label={t('fields.perKm')}
                  withAsterisk
                  {...money}
                  {...form.getInputProps('perKm')}
                />
              </SimpleGrid>
            )}
          </EditorSection>

          <EditorSection title={t('sections.fleet')} description={t('sections.fleetHint')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NumberField
                label={t('fields.fleetSize')}
                description={t('fields.fleetSizeHint')}
                withAsterisk
                min={0}
                max={MAX_FLEET_SIZE}
                allowDecimal={false}
                {...form.getInputProps('fleetSize')}
              />
              <NumberField
                label={t('fields.sortOrder')}
                description={t('fields.sortOrderHint')}
                min={0}
                max={MAX_SORT_ORDER}
                allowDecimal={false}
                {...form.getInputProps('sortOrder')}
              />
            </SimpleGrid>
            {overbooked ? (
              <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
                {t('editor.overbooked', {
                  peak: formatNumber(peakAhead, lang),
                  fleet: formatNumber(fleet, lang),
                })}
              </Alert>
            ) : null}
            <Switch
              size="md"
              label={t('fields.active')}
              description={t('fields.activeHint')}
              {...form.getInputProps('active', { type: 'checkbox' })}
            />
          </EditorSection>

          <StickySaveBar>
            <Text
              ref={statusRef}
              tabIndex={-1}
              size="sm"
              c={dirty ? undefined : 'dimmed'}
              fw={dirty ? 600 : 400}
              aria-live="polite"
            >
              {dirty ? t('editor.unsaved') : vehicleClass ? t('editor.allSaved') : t('editor.notSavedYet')}
            </Text>
            <Button
              type="submit"
              size="md"
              loading={saving}
              disabled={vehicleClass !== null && !dirty}
              leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
            >
              {vehicleClass ? t('editor.save') : t('editor.create')}
            </Button>
          </StickySaveBar>
        </Stack>
      </form>

      {vehicleClass ? (
        <WithdrawalsSection classId={vehicleClass._id} />
      ) : (
        <Alert color="blue" variant="light">
          {t('withdrawals.afterSave')}
        </Alert>
      )}

      <UnsavedChangesDialog blocker={blocker} />
      <ConfirmDeleteDialog
        opened={deleting}
        onClose={() => setDeleting(false)}
        title={t('delete.title')}
        body={vehicleClass ? t('delete.body', { name: nameOf(vehicleClass) }) : ''}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        mutation={remove}
        id={vehicleClass?._id ?? null}
        errorText={(error) => errorMessage(error, t('delete.failed'))}
        onDeleted={() => {
          if (vehicleClass)
            notify({ color: 'uzungol', message: t('delete.done', { name: nameOf(vehicleClass) }) });
          allowNextNavigation();
          void navigate('/admin/vehicles', { replace: true, state: FOCUS_HEADING });
        }}
      />
    </Stack>
  );
}
