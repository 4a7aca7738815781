import { describe, expect, it } from 'vitest';
import { defaultStay, readStay, stayIssues, stayParams } from './stay-search';

const TODAY = '2027-06-01';

describe('the Trabzon hotels search in the address', () => {
  it('starts from the spec’s defaults: in tomorrow, out in three days, two guests', () => {
    const { stay, asked } = readStay(new URLSearchParams(), TODAY);
    expect(asked).toBe(false);
    expect(stay).toEqual(defaultStay(TODAY));
    expect(stay).toEqual({ checkIn: '2027-06-02', checkOut: '2027-06-04', guests: 2 });
  });

  it('reads a stay and writes it back the same', () => {
    const params = new URLSearchParams('checkIn=2027-06-10&checkOut=2027-06-13&guests=5');
    const { stay, asked } = readStay(params, TODAY);
    expect(asked).toBe(true);
    expect(stay).toEqual({ checkIn: '2027-06-10', checkOut: '2027-06-13', guests: 5 });
    expect(stayParams(stay).toString()).toBe(params.toString());
  });

  it('puts back what an edited address carries wrong, and keeps a check-out on the check-in day for the server to refuse', () => {
    const read = (q: string) => readStay(new URLSearchParams(q), TODAY).stay;
    // A check-in in the past, or past the sale window, is tomorrow.
    expect(read('checkIn=2027-05-30&checkOut=2027-06-05').checkIn).toBe('2027-06-02');
    expect(read('checkIn=2031-01-01').checkIn).toBe('2027-06-02');
    // A check-out before the check-in keeps two nights from it.
    expect(read('checkIn=2027-06-20&checkOut=2027-06-10').checkOut).toBe('2027-06-22');
    expect(read('checkIn=2027-06-20&checkOut=2027-06-20').checkOut).toBe('2027-06-20');
    for (const guests of ['0', '11', '2.5', 'many']) expect(read(`guests=${guests}`).guests).toBe(2);
    expect(read('guests=1').guests).toBe(1);
    expect(read('guests=10').guests).toBe(10);
  });

  it('checks a stay by the server’s rules, with its field codes', () => {
    expect(stayIssues({ checkIn: '2027-06-02', checkOut: '2027-06-04', guests: 2 }, TODAY)).toEqual({});
    expect(stayIssues({ checkIn: '2027-06-02', checkOut: '2027-06-02', guests: 2 }, TODAY)).toEqual({
      checkOut: 'checkout_before_checkin',
    });
    expect(stayIssues({ checkIn: '2027-05-31', checkOut: '', guests: 11 }, TODAY)).toEqual({
      checkIn: 'date_in_past',
      checkOut: 'required',
      guests: 'out_of_range',
    });
    expect(stayIssues({ checkIn: '2027-06-02', checkOut: '2029-06-02', guests: 0 }, TODAY)).toEqual({
      checkOut: 'date_too_far',
      guests: 'out_of_range',
    });
  });
});
