/** The kitchens a restaurant is listed under. */
export const CUISINES = ['italian', 'turkish', 'mediterranean', 'asian', 'middle_eastern'] as const;
export type Cuisine = (typeof CUISINES)[number];

/** Where a table stands. */
export const TABLE_LOCATIONS = ['inside', 'terrace', 'window', 'garden'] as const;
export type TableLocation = (typeof TABLE_LOCATIONS)[number];

export const RESTAURANT_SORTS = ['popularity', 'rating', 'price_asc', 'price_desc'] as const;

/** The largest party a restaurant can take, and the largest table. */
export const MAX_PARTY_SIZE = 30;
