import type { RecentFlightSearch } from '@app/shared/travel/recent-searches';
import { Container, Paper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Island } from '../../islands/island';
import { useAgencyToday } from '../../lib/agency-time';
import { PageMeta } from '../../lib/page-meta';
import { STORAGE_KEYS } from '../../lib/storage';
import { useTranslation } from '../../lib/use-translation';
import { flightSearchQuery } from './flights-api';
import classes from './flights-page.module.css';
import { FlightHero } from './hero/flight-hero';
import { RecentSearches } from './recent/recent-searches';
import { useRecentSearches } from './recent/use-recent-searches';
import { FlightResults } from './results/flight-results';
import { FlightSearchForm } from './search/flight-search-form';
import { PopularRoutes } from './search/popular-routes';
import {
  asksFlightSearch,
  type FlightSearch,
  flightSearchIssues,
  flightSearchParams,
  fromRecentSearch,
  readFlightSearch,
  toRecentSearch,
} from './utils/flight-search-params';

/**
 * `/flights` below the hero: the search, the recent searches, then the offers the address asks for
 * (or popular routes before a search). A search is an address, so results can be shared and
 * reloaded; running one (or a recent one again) remembers it first.
 */
export function FlightsView() {
  const today = useAgencyToday();
  const [params, setParams] = useSearchParams();
  const { search, asked } = useMemo(() => readFlightSearch(params, today), [params, today]);
  // An address that asks for the same airport twice shows the form saying so, and searches nothing.
  const issues = useMemo(() => (asked ? flightSearchIssues(search, today) : {}), [asked, search, today]);
  const runnable = asked && Object.keys(issues).length === 0;
  const recent = useRecentSearches();

  const queryClient = useQueryClient();
  const run = (next: FlightSearch) => {
    recent.remember(toRecentSearch(next));
    const asks = flightSearchParams(next);
    // The search on screen asked again really asks again (the address does not change).
    if (asks.toString() === params.toString())
      void queryClient.refetchQueries({ queryKey: flightSearchQuery(asks).queryKey });
    else setParams(asks);
  };

  return (
    <div className={classes.below}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="md">
        <FlightSearchForm
          key={`${params.toString()}|${today}`}
          initial={search}
          today={today}
          initialIssues={issues}
          onSearch={run}
        />
        <RecentSearches
          list={recent.list}
          onRun={(r: RecentFlightSearch) => run(fromRecentSearch(r, today))}
          onForget={recent.forget}
          onClear={recent.clear}
        />
      </Paper>
      <div className={classes.results}>
        {runnable ? <FlightResults search={search} /> : <PopularRoutes today={today} />}
      </div>
    </div>
  );
}

/** `/flights`: the hero (turned with no React) and one island, sent light. */
export function FlightsPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  return (
    <div className={classes.page}>
      {/* A search's results are not for crawlers; the page without one is. */}
      {asksFlightSearch(params) ? (
        <PageMeta title={t('flights.title')} description={t('flights.lead')} noindex />
      ) : null}
      <FlightHero />
      <Container size="lg" pb="xl">
        {/* Alive at once for a traveller with recent searches (kept in this browser, or their account's). */}
        <Island
          name="flights"
          component={FlightsView}
          props={{}}
          when="session"
          stored={STORAGE_KEYS.recentFlightSearches}
        />
      </Container>
    </div>
  );
}
