import { type ComponentType, createContext, type ReactElement, useContext } from 'react';
import type { StorageKey } from '../lib/storage';
import type { IslandName } from './registry';
import { ISLAND_ATTRIBUTE, type IslandSpec, type IslandWhen } from './spec';

export { ISLAND_ATTRIBUTE, type IslandSpec, type IslandWhen };

/** An island as the server's rendering met it: with the component it renders apart. */
export interface CollectedIsland extends IslandSpec {
  // biome-ignore lint/suspicious/noExplicitAny: any island's props, checked where it is placed
  component: ComponentType<any>;
}

/** Collects the islands of a page the server renders light; absent everywhere else. */
export interface IslandCollector {
  islands: CollectedIsland[];
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** The empty holder the page's render leaves for island `index`, filled by its own render. */
export function islandHolder(index: number): string {
  return `<div class="island" ${ISLAND_ATTRIBUTE}="${index}"></div>`;
}

interface IslandProps<P extends Record<string, unknown>> {
  /** The island's entry in `registry.ts`, whose module exports `component`. */
  name: IslandName;
  component: ComponentType<P>;
  /** Plain data only (it travels to the browser as JSON). */
  props: P;
  when: IslandWhen;
  /** A storage key whose presence wakes it at once (`IslandSpec.stored`). */
  stored?: StorageKey;
}

/**
 * A part of a page that a reader can touch. In the app (and in pages not sent light) it is simply
 * its component; in a page the server sends light it is an empty holder, rendered apart.
 */
export function Island<P extends Record<string, unknown>>({
  name,
  component: Component,
  props,
  when,
  stored,
}: IslandProps<P>): ReactElement {
  const collector = useContext(IslandCollectorContext);
  if (!collector) return <Component {...props} />;
  const index =
    collector.islands.push({ name, props, when, ...(stored ? { stored } : {}), component: Component }) - 1;
  return <div className="island" {...{ [ISLAND_ATTRIBUTE]: String(index) }} />;
}
