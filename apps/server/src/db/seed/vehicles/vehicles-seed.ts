import type { Db } from '../../client.ts';
import { vehicleClasses } from '../../schema/vehicles.ts';
import { ONE_WAY_FEE, RENTAL_EXTRAS_SEED, VEHICLE_CLASSES } from './vehicles-data.ts';

/** The vehicle classes on sale, each with its picture; a class already there (service and code) is kept. */
export async function seedVehicles(tx: Db): Promise<void> {
  await tx
    .insert(vehicleClasses)
    .values(
      VEHICLE_CLASSES.map((c, i) => ({
        service: c.service,
        code: c.code,
        name: c.name,
        model: c.model,
        passengers: c.passengers,
        bags: c.bags,
        transmission: c.transmission,
        image: `/images/vehicles/${c.service}-${c.code}.svg`,
        dailyRate: c.dailyRate ?? 0,
        oneWayFee: c.service === 'rental' ? ONE_WAY_FEE : 0,
        extras: c.service === 'rental' ? RENTAL_EXTRAS_SEED : [],
        baseFare: c.baseFare ?? 0,
        perKm: c.perKm ?? 0,
        fleetSize: c.fleetSize,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing({ target: [vehicleClasses.service, vehicleClasses.code] });
}
