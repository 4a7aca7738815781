import type { Db } from '../../client.ts';
import { restaurantReviews, restaurants, restaurantTables } from '../../schema/restaurants.ts';
import { CITY_IN_ARABIC } from './hotels-data.ts';
import { RESTAURANT_REVIEWS } from './restaurant-reviews-data.ts';
import { RESTAURANT_CITY_IN_ARABIC, RESTAURANTS } from './restaurants-data.ts';

/**
 * The demo restaurants with their tables and a few reviews (the rating and count are those of the
 * reviews); one already there (by slug) is kept as it is.
 */
export async function seedRestaurants(tx: Db, opts: { destinationIds: Map<string, string> }) {
  for (const [i, r] of RESTAURANTS.entries()) {
    const picked = RESTAURANT_REVIEWS.filter((_, j) => (j + i) % 4 !== 0).slice(0, 3 + (i % 3));
    const average = Math.round((picked.reduce((sum, x) => sum + x.rating, 0) / picked.length) * 10) / 10;
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
        averageRating: average,
        totalReviews: picked.length,
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
    await tx.insert(restaurantReviews).values(
      picked.map((x, j) => ({
        restaurantId: row.id,
        authorName: x.author,
        rating: x.rating,
        title: x.title,
        text: x.text,
        lang: x.lang,
        createdAt: new Date(Date.UTC(2025, (i * 5 + j * 3) % 12, 1 + ((i * 3 + j * 11) % 27), 19)),
      })),
    );
  }
}
