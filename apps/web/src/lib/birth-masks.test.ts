import { describe, expect, it } from 'vitest';
import { maskDate, maskTime, toWireDate } from './birth-masks';

describe('maskDate', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['15', '15'],
    ['150', '15/0'],
    ['1503', '15/03'],
    ['15031', '15/03/1'],
    ['15031990', '15/03/1990'],
    ['150319901234', '15/03/1990'],
    ['15/03/1990', '15/03/1990'],
    ['ab15-03x1990', '15/03/1990'],
    ['15/', '15'],
    // Issue #31: a day past 31 or a month past 12 is refused as typed; 31/02 is left to the server.
    ['4', ''],
    ['32', '3'],
    ['00', '0'],
    ['312', '31'],
    ['3113', '31/1'],
    ['3100', '31/0'],
    ['31021990', '31/02/1990'],
    ['29021990', '29/02/1990'],
  ])('%j → %j', (input, expected) => expect(maskDate(input)).toBe(expected));
});

describe('maskTime', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['14', '14'],
    ['143', '14:3'],
    ['1430', '14:30'],
    ['143055', '14:30'],
    ['14h30', '14:30'],
    ['14:', '14'],
    // Issue #31: an hour past 23 or a minute past 59 is refused as typed.
    ['3', ''],
    ['25', '2'],
    ['2500', '2'],
    ['23', '23'],
    ['2359', '23:59'],
    ['0060', '00'],
    ['1960', '19'],
    ['00:00', '00:00'],
  ])('%j → %j', (input, expected) => expect(maskTime(input)).toBe(expected));
});

describe('toWireDate', () => {
  it('turns DD/MM/AAAA into YYYY-MM-DD', () => expect(toWireDate('05/11/1987')).toBe('1987-11-05'));
});
