import { addDays } from '@app/shared/common/dates';
import type { Db } from '../../client.ts';
import { packageDepartures, packageHotels, packages } from '../../schema/packages.ts';
import { PACKAGES } from './packages-data.ts';

/** Tour packages with their hotels and departures relative to today. */
export async function seedPackages(
  tx: Db,
  opts: { today: string; destinationIds: Map<string, string>; hotelIds: Map<string, string> },
) {
  for (const p of PACKAGES) {
    const images = [`/images/destinations/${p.destination}.svg`];
    const [row] = await tx
      .insert(packages)
      .values({
        slug: p.slug,
        name: p.name,
        description: p.description,
        destinationId: opts.destinationIds.get(p.destination) ?? null,
        durationDays: p.durationDays,
        pricePerPerson: p.lira * 100,
        dealPercent: p.dealPercent ?? 0,
        activities: p.activities,
        featuredImage: images[0] ?? '',
        images,
        itinerary: p.itinerary.map((d, i) => ({ day: i + 1, ...d })),
        featured: p.featured ?? false,
        published: true,
      })
      .returning({ id: packages.id });
    if (!row) continue;
    const hotelRows = p.hotels.flatMap((slug, i) => {
      const hotelId = opts.hotelIds.get(slug);
      return hotelId ? [{ packageId: row.id, hotelId, sortOrder: i }] : [];
    });
    if (hotelRows.length) await tx.insert(packageHotels).values(hotelRows);
    await tx.insert(packageDepartures).values(
      p.departures.map(([days, seats]) => ({
        packageId: row.id,
        startDate: addDays(opts.today, days),
        seatsTotal: seats,
        seatsLeft: seats,
      })),
    );
  }
}
