import { zonedInstant } from '@app/shared/common/wall-clock';
import { PICKUP_LEAD_MINUTES } from '@app/shared/vehicles/catalog';
import { vehicleSearchQueryAt } from '@app/shared/vehicles/schemas';
import { schemaIssues } from '../../../lib/schema-issues';

/**
 * What is wrong with a search before it is sent, by the server's own rules: the shared schema (the
 * places, dates, times, passengers) and the pickup's lead time on the agency's clock. Field → code,
 * the first issue of each field.
 */
export function searchIssues(
  query: URLSearchParams,
  { today, now, timeZone }: { today: string; now: Date; timeZone: string },
): Record<string, string> {
  const issues: Record<string, string> = {};
  const parsed = vehicleSearchQueryAt(() => today).safeParse(Object.fromEntries(query));
  if (!parsed.success) for (const issue of schemaIssues(parsed.error)) issues[issue.field] ??= issue.code;
  const date = query.get('pickupDate') ?? '';
  const time = query.get('pickupTime') ?? '';
  if (!issues.pickupDate && !issues.pickupTime && date && time) {
    const lead = zonedInstant(date, time, timeZone).getTime() - now.getTime();
    if (lead < PICKUP_LEAD_MINUTES * 60_000) issues.pickupTime = 'pickup_too_soon';
  }
  return issues;
}
