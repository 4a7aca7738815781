import type { Language } from '@app/shared/i18n/languages';
import { pickLocalized } from '@app/shared/i18n/localized';
import type { VehicleService } from '@app/shared/vehicles/catalog';
import type { VehicleClassDto, VehicleFromPricesDto, VehicleSearchDto } from '@app/shared/vehicles/responses';
import type { VehicleSearchQuery } from '@app/shared/vehicles/schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { fromPrices, searchOffers } from './vehicle-offers.ts';
import { tripOf } from './vehicle-trip.ts';
import { vehicleClassesRepository } from './vehicles.repository.ts';

/** Car rentals, transfers and taxis: what is on sale for a trip, and the service cards' prices. */
export function vehiclesService({ db, clock, timeZone }: { db: Db; clock: Clock; timeZone: string }) {
  return {
    /** Every class of the service for the trip asked, with its price and whether one is free. */
    async search(query: VehicleSearchQuery, lang: Language): Promise<VehicleSearchDto> {
      const trip = tripOf(query.service, query, { timeZone, now: clock.now() });
      const offers = await searchOffers(db, trip, lang, {
        code: query.service === 'rental' ? query.carType : undefined,
      });
      return {
        service: trip.service,
        pickupAt: trip.pickupAt.toISOString(),
        endsAt: trip.endsAt.toISOString(),
        days: trip.rentalDays,
        km: trip.km,
        offers,
      };
    },

    fromPrices: (): Promise<VehicleFromPricesDto> => fromPrices(db),

    /** A class on sale, named in `lang`; 404 for one that is not (or no longer) on sale. */
    async vehicleClass(id: string, lang: Language): Promise<VehicleClassDto> {
      const row = await vehicleClassesRepository(db).byId(id);
      if (!row?.active) throw new AppError(404, 'not_found');
      return {
        _id: row.id,
        service: row.service as VehicleService,
        code: row.code,
        name: pickLocalized(row.name, lang).text,
        model: row.model,
        passengers: row.passengers,
        bags: row.bags,
        transmission: (row.transmission as VehicleClassDto['transmission']) ?? null,
        image: row.image,
      };
    },
  };
}

export type VehiclesService = ReturnType<typeof vehiclesService>;
