import { describe, expect, it } from 'vitest';
import { formatAdminDateTime, formatPickerDate, formatTypedDate, parseAdminDate } from './admin-format.js';

describe('admin dates', () => {
  it('writes grid timestamps as Magento does, with a 12-hour clock', () => {
    expect(formatAdminDateTime('2022-03-02 14:21:07')).toBe('Mar 2, 2022 2:21:07 PM');
    expect(formatAdminDateTime('2023-01-09 00:05:00')).toBe('Jan 9, 2023 12:05:00 AM');
    expect(formatAdminDateTime('2023-01-09 12:00:00')).toBe('Jan 9, 2023 12:00:00 PM');
  });

  it('reads what a person types into a date field in US order, two-digit years as 20YY', () => {
    expect(parseAdminDate('08/05/2022')).toBe('2022-08-05');
    expect(parseAdminDate('8/5/22')).toBe('2022-08-05');
    expect(parseAdminDate(' 2023-03-01 ')).toBe('2023-03-01');
  });

  it('rejects text and impossible days instead of rolling them over', () => {
    expect(parseAdminDate('02/30/2023')).toBeNull();
    expect(parseAdminDate('13/01/2023')).toBeNull();
    expect(parseAdminDate('last month')).toBeNull();
    expect(parseAdminDate('')).toBeNull();
  });

  it('shows report dates as M/D/YY (what WebArena checks in sales_report_from) and intents as MM/DD/YYYY', () => {
    expect(formatPickerDate('2023-02-01')).toBe('2/1/23');
    expect(formatPickerDate(parseAdminDate('03/01/2023')!)).toBe('3/1/23');
    expect(formatTypedDate('2022-08-05')).toBe('08/05/2022');
  });
});
