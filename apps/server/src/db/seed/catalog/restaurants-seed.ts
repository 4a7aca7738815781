import type { Db } from '../../client.ts';
import { restaurants, restaurantTables } from '../../schema/restaurants.ts';
import { CITY_IN_ARABIC } from './hotels-data.ts';
import { RESTAURANT_CITY_IN_ARABIC, RESTAURANTS } from './restaurants-data.ts';

/** The demo restaurants with their tables; one already there (by slug) is kept as it is. */
export async function seedRestaurants(tx: Db, opts: { destinationIds: Map<string, string> }) {
  for (const r of RESTAURANTS) {
    const images = [`/images/restaurants/${r.slug}-1.svg`, `/images/restaurants/${r.slug}-2.svg`];
    const [row] = await tx
      .insert(restaurants)
      .values({
        slug: r.slug,
        name: r.name,
        description: r.description,
        cuisine: r.cuisine,
        priceRange: r.priceRange,
        destinationId: opts.destinationIds.get(r.destination) ?? null,
        addressLine: r.addressLine,
        city: r.city,
        cityNames: { en: '', tr: '', ar: CITY_IN_ARABIC[r.city] ?? RESTAURANT_CITY_IN_ARABIC[r.city] ?? '' },
        latitude: r.latitude,
        longitude: r.longitude,
        phone: r.phone,
        email: `table@${r.slug}.example`,
        website: r.website ?? '',
        featuredImage: images[0] ?? '',
        images,
        openingHours: r.hours,
        turnMinutes: r.turnMinutes,
        maxPartySize: r.maxPartySize,
        instantLimit: r.instantLimit,
        menuHighlights: r.menu,
        averageRating: r.rating,
        totalReviews: r.reviews,
        featured: r.featured ?? false,
        published: true,
      })
      .onConflictDoNothing({ target: restaurants.slug })
      .returning({ id: restaurants.id });
    if (!row) continue;
    let number = 0;
    const tables = r.tables.flatMap(([capacity, location, count]) =>
      Array.from({ length: count }, () => ({
        restaurantId: row.id,
        number: String(++number),
        capacity,
        location,
      })),
    );
    await tx.insert(restaurantTables).values(tables);
  }
}
