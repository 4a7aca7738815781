import { inServiceArea } from '@app/shared/vehicles/distances';
import { FIXED_PLACES, formatPoint, PLACE_POINTS, type Point, placeName } from '@app/shared/vehicles/places';
import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconCurrentLocation, IconFocusCentered } from '@tabler/icons-react';
import { Component, lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { usePublicSettings } from '../../../components/layout/use-public-settings';
import { DEFAULT_TILES } from '../../../components/map/default-tiles';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { type LocateProblem, locate } from '../utils/locate';

const PointPickerMap = lazy(() => import('./point-picker-map'));

/** A point in a sentence, kept left to right in a right-to-left one ("41.001500, 39.717800"). */
const isolated = (point: Point) => `\u2066${formatPoint(point)}\u2069`;

/** The map's code failed to load (offline, say): the dialog says so and still offers the device's position. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export type PointMode = 'pickup' | 'dropoff';

interface PointPickerDialogProps {
  /** Which location the point is for; null when the dialog is closed. */
  mode: PointMode | null;
  /** The point that location has now, if it is one. */
  initial: Point | null;
  onCancel: () => void;
  onConfirm: (mode: PointMode, point: Point) => void;
}

/**
 * The map dialog of the car, transfer and taxi searches (spec sections 4 and 9): a click on the map,
 * the device's position or the map's centre sets the point; Confirm gives it to the field.
 */
export function PointPickerDialog({ mode, initial, onCancel, onConfirm }: PointPickerDialogProps) {
  const { t } = useTranslation(['vehicles', 'problems']);
  return (
    <Modal
      opened={mode !== null}
      onClose={onCancel}
      title={mode === 'dropoff' ? t('map.titleDropoff') : t('map.titlePickup')}
      size="xl"
      centered
    >
      {mode ? (
        <PickerBody key={mode} mode={mode} initial={initial} onCancel={onCancel} onConfirm={onConfirm} />
      ) : null}
    </Modal>
  );
}

function PickerBody({
  mode,
  initial,
  onCancel,
  onConfirm,
}: Omit<PointPickerDialogProps, 'mode'> & { mode: PointMode }) {
  const { t } = useTranslation(['vehicles', 'problems']);
  const lang = currentLanguage();
  const settings = usePublicSettings();
  const [point, setPoint] = useState<Point | null>(initial);
  const [problem, setProblem] = useState<LocateProblem | 'unavailableMap' | null>(null);
  const [locating, setLocating] = useState(false);
  const centre = useRef<(() => Point) | null>(null);
  const onCentre = useCallback((read: () => Point) => {
    centre.current = read;
  }, []);
  const pick = useCallback((next: Point) => {
    setProblem(null);
    setPoint(next);
  }, []);
  const tiles = settings.data ?? DEFAULT_TILES;
  const outside = point !== null && !inServiceArea({ code: 'CUSTOM', ...point });

  const askDevice = async () => {
    setLocating(true);
    setProblem(null);
    try {
      pick(await locate());
    } catch (reason) {
      setProblem(reason as LocateProblem);
    } finally {
      setLocating(false);
    }
  };

  const placeholder = <Skeleton className="point-map" radius="lg" aria-label={t('map.loading')} />;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('map.help')}
      </Text>
      <MapBoundary
        fallback={
          <Alert color="red" role="alert">
            {t('map.unavailableMap')}
          </Alert>
        }
      >
        <Suspense fallback={placeholder}>
          <PointPickerMap
            point={point}
            onPick={pick}
            onCentre={onCentre}
            tileUrl={tiles.mapTileUrl}
            attribution={tiles.mapAttribution}
            ariaLabel={t('map.region')}
            markerLabel={point ? t('map.chosen', { point: formatPoint(point) }) : ''}
            places={FIXED_PLACES.map((code) => ({
              name: placeName({ code }, lang),
              point: PLACE_POINTS[code],
            }))}
            tilesFailedText={t('map.tilesFailed')}
          />
        </Suspense>
      </MapBoundary>
      <Text size="sm" fw={500} aria-live="polite" dir="auto">
        {point ? t('map.chosen', { point: isolated(point) }) : t('map.nothingChosen')}
      </Text>
      {problem ? (
        <Alert color="red" role="alert">
          {t(`map.${problem}`)}
        </Alert>
      ) : outside ? (
        <Alert color="orange" role="alert">
          {t('problems:fields.outside_service_area')}
        </Alert>
      ) : null}
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={<IconCurrentLocation size={18} aria-hidden="true" />}
          loading={locating}
          onClick={() => void askDevice()}
        >
          {t('map.useLocation')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconFocusCentered size={18} aria-hidden="true" />}
          onClick={() => {
            const read = centre.current;
            if (read) pick(read());
            else setProblem('unavailableMap');
          }}
        >
          {t('map.useCentre')}
        </Button>
      </Group>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel}>
          {t('map.cancel')}
        </Button>
        <Button disabled={!point || outside} onClick={() => point && onConfirm(mode, point)}>
          {t('map.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
