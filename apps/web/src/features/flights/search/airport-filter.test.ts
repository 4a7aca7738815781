import type { ComboboxParsedItem } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { airportFilter } from './airport-select';

// The picker's options as Mantine hands them to the filter: groups of airports.
const options: ComboboxParsedItem[] = [
  {
    group: 'Black Sea',
    items: [
      { value: 'TZX', label: 'Trabzon (TZX)' },
      { value: 'RZE', label: 'Rize–Artvin (RZE)' },
    ],
  },
  {
    group: 'Türkiye',
    items: [
      { value: 'IST', label: 'İstanbul (IST)' },
      { value: 'SAW', label: 'İstanbul (SAW)' },
      { value: 'ESB', label: 'Ankara (ESB)' },
    ],
  },
  { group: 'The Gulf', items: [{ value: 'DOH', label: 'Doha (DOH)' }] },
  { group: 'Europe', items: [{ value: 'DUS', label: 'Düsseldorf (DUS)' }] },
];

const codes = (list: ComboboxParsedItem[]) => list.map((o) => ('group' in o ? o.group : o.value));

describe('the airport picker’s search', () => {
  it('finds a city typed without its accents, in any of the three languages', () => {
    expect(codes(airportFilter('en')({ options, search: 'istanbul', limit: 100 }))).toEqual(['IST', 'SAW']);
    expect(codes(airportFilter('en')({ options, search: 'dusseldorf', limit: 100 }))).toEqual(['DUS']);
    // Arabic with a ta marbuta written as ha, and Turkish on an English page.
    expect(codes(airportFilter('en')({ options, search: 'الدوحه', limit: 100 }))).toEqual(['DOH']);
    expect(codes(airportFilter('tr')({ options, search: 'DÜSSELDORF', limit: 100 }))).toEqual(['DUS']);
  });

  it('finds an airport by its code first, then by its name', () => {
    expect(codes(airportFilter('en')({ options, search: 'saw', limit: 100 }))[0]).toBe('SAW');
    expect(codes(airportFilter('en')({ options, search: 'sabiha', limit: 100 }))).toEqual(['SAW']);
  });

  it('shows every airport by region with no query', () => {
    expect(codes(airportFilter('ar')({ options, search: ' ', limit: 100 }))).toEqual([
      'Black Sea',
      'Türkiye',
      'The Gulf',
      'Europe',
    ]);
  });
});
