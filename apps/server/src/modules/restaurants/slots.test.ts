import type { OpeningHours } from '@app/shared/restaurants/opening-hours';
import { describe, expect, it } from 'vitest';
import { type HeldTable, offeredSlots, type SlotDay, type SlotRequest, type SlotTable } from './slots.ts';

const TZ = 'Europe/Istanbul'; // UTC+3 all year
const week = (sittings: Partial<OpeningHours>): OpeningHours => ({
  '1': [],
  '2': [],
  '3': [],
  '4': [],
  '5': [],
  '6': [],
  '7': [],
  ...sittings,
});
const MON = '2027-06-07';
const at = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`);
const tables: SlotTable[] = [
  { id: 't1', number: '1', capacity: 2, location: 'window' },
  { id: 't2', number: '2', capacity: 2, location: 'inside' },
  { id: 't4', number: '4', capacity: 4, location: 'terrace' },
  { id: 't10', number: '10', capacity: 10, location: 'garden' },
];
const held = (tableId: string, date: string, from: string, minutes = 90): HeldTable => ({
  tableId,
  startsAt: at(date, from),
  endsAt: new Date(at(date, from).getTime() + minutes * 60_000),
});
const day = (changes: Partial<SlotDay>, date = MON): SlotDay => ({
  date,
  closed: false,
  addedTimes: [],
  removedTimes: [],
  maxTablesPerTime: null,
  ...changes,
});

function slots(changes: Partial<SlotRequest> = {}) {
  return offeredSlots({
    restaurant: {
      openingHours: week({ '1': [{ from: '18:00', to: '21:00' }] }),
      turnMinutes: 90,
      maxPartySize: 10,
    },
    date: MON,
    days: [],
    tables,
    held: [],
    partySize: 2,
    now: at('2027-06-01', '09:00'),
    timeZone: TZ,
    ...changes,
  });
}
const times = (list: { time: string }[]) => list.map((s) => s.time);

describe('offered slots', () => {
  it('offers each start whose whole turn fits before closing, on the restaurant clock', () => {
    const list = slots();
    expect(times(list)).toEqual(['18:00', '18:30', '19:00', '19:30']);
    expect(list[0]?.startsAt.toISOString()).toBe('2027-06-07T15:00:00.000Z');
    expect(list[0]?.endsAt.toISOString()).toBe('2027-06-07T16:30:00.000Z');
  });

  it('assigns the smallest fitting table, ties by table number read as a number', () => {
    expect(slots().map((s) => s.table.id)).toEqual(['t1', 't1', 't1', 't1']);
    expect(slots({ partySize: 3 })[0]?.table.id).toBe('t4');
    const numbered = [
      { id: 'a', number: '10', capacity: 2, location: 'inside' },
      { id: 'b', number: '9', capacity: 2, location: 'inside' },
    ];
    expect(slots({ tables: numbered })[0]?.table.id).toBe('b');
  });

  it('prefers a table at most two seats larger; a larger one only when none of those is free', () => {
    expect(slots({ partySize: 1 })[0]?.table.id).toBe('t1');
    const onlyBig = [tables[2] as SlotTable, tables[3] as SlotTable];
    expect(slots({ partySize: 1, tables: onlyBig })[0]?.table.id).toBe('t4');
    // The four-seat table is taken at 18:00: the ten-seat table is given rather than nothing.
    const list = slots({ partySize: 2, tables: onlyBig, held: [held('t4', MON, '18:00')] });
    expect(list[0]).toMatchObject({ time: '18:00', table: { id: 't10' } });
  });

  it('a sitting ending exactly when another starts does not overlap it', () => {
    const one = [tables[0] as SlotTable];
    const list = slots({ tables: one, held: [held('t1', MON, '16:30')] });
    expect(times(list)).toEqual(['18:00', '18:30', '19:00', '19:30']);
    // Held from 19:30: 18:00 ends exactly then and stays; 18:30 and 19:00 would overlap it.
    expect(times(slots({ tables: one, held: [held('t1', MON, '19:30')] }))).toEqual(['18:00']);
  });

  it('gives the next table when the first is held for part of the turn', () => {
    const list = slots({ held: [held('t1', MON, '18:45', 30)] });
    expect(list.map((s) => `${s.time} ${s.table.id}`)).toEqual([
      '18:00 t2',
      '18:30 t2',
      '19:00 t2',
      '19:30 t1',
    ]);
  });

  it('offers nothing when every fitting table is held', () => {
    const fulls = tables.map((t) => held(t.id, MON, '17:00', 240));
    expect(slots({ held: fulls })).toEqual([]);
  });

  it('a closed date has no times, even added ones', () => {
    expect(slots({ days: [day({ closed: true, addedTimes: ['18:00'] })] })).toEqual([]);
  });

  it('removes removed times and adds added ones (an added time only needs an open date)', () => {
    const list = slots({ days: [day({ removedTimes: ['18:30', '19:00'], addedTimes: ['20:45', '17:15'] })] });
    expect(times(list)).toEqual(['17:15', '18:00', '19:30', '20:45']);
    const closedMonday = week({ '2': [{ from: '18:00', to: '21:00' }] });
    expect(
      times(
        slots({
          restaurant: { openingHours: closedMonday, turnMinutes: 90, maxPartySize: 10 },
          days: [day({ addedTimes: ['19:00'] })],
        }),
      ),
    ).toEqual(['19:00']);
  });

  it('caps the parties sitting down at one time', () => {
    const list = slots({
      days: [day({ maxTablesPerTime: 1 })],
      held: [held('t10', MON, '18:00')],
    });
    expect(times(list)).toEqual(['18:30', '19:00', '19:30']);
    expect(slots({ days: [day({ maxTablesPerTime: 0 })] })).toEqual([]);
  });

  it('offers nothing before now plus 30 minutes', () => {
    expect(times(slots({ now: at(MON, '17:30') }))).toEqual(['18:00', '18:30', '19:00', '19:30']);
    expect(times(slots({ now: at(MON, '17:31') }))).toEqual(['18:30', '19:00', '19:30']);
    expect(slots({ now: at(MON, '20:00') })).toEqual([]);
  });

  it('refuses parties over the restaurant maximum or over every table', () => {
    expect(slots({ partySize: 11 })).toEqual([]);
    expect(slots({ partySize: 0 })).toEqual([]);
    expect(slots({ partySize: 10 })[0]?.table.id).toBe('t10');
    expect(slots({ partySize: 8, tables: tables.slice(0, 3) })).toEqual([]);
  });

  it('runs a late sitting past midnight: its after-midnight starts belong to the next date', () => {
    const restaurant = {
      openingHours: week({ '1': [{ from: '22:00', to: '02:00' }] }),
      turnMinutes: 60,
      maxPartySize: 4,
    };
    expect(times(slots({ restaurant }))).toEqual(['22:00', '22:30', '23:00', '23:30']);
    const tuesday = slots({ restaurant, date: '2027-06-08' });
    expect(times(tuesday)).toEqual(['00:00', '00:30', '01:00']);
    expect(tuesday[0]?.startsAt.toISOString()).toBe('2027-06-07T21:00:00.000Z');
    // A sitting held from 23:30 on Monday blocks 00:00 on Tuesday at that table.
    const one = [tables[0] as SlotTable];
    expect(
      times(slots({ restaurant, date: '2027-06-08', tables: one, held: [held('t1', MON, '23:30', 60)] })),
    ).toEqual(['00:30', '01:00']);
    // Closing Monday closes its sitting on both dates.
    expect(slots({ restaurant, date: '2027-06-08', days: [day({ closed: true })] })).toEqual([]);
  });
});
