import { describe, expect, it } from 'vitest';
import { openDays } from './opening-hours.js';

const days = (hours: string) => [...openDays(hours)].sort().join(',');

describe('openDays', () => {
  it('reads day ranges, lists, wrapping ranges, 24/7 and rules without days', () => {
    expect(days('Mo-Fr 07:00-18:00; Sa-Su 08:00-16:00')).toBe('Fr,Mo,Sa,Su,Th,Tu,We');
    expect(days('Mo-Sa 06:30-17:00')).toBe('Fr,Mo,Sa,Th,Tu,We');
    expect(days('We-Mo 12:00-21:30')).toBe('Fr,Mo,Sa,Su,Th,We');
    expect(days('Mo,We-Su 10:00-17:00; Th 10:00-20:00')).toBe('Fr,Mo,Sa,Su,Th,We');
    expect(days('Mo-Fr 09:00-17:00; Sa 09:00-12:00')).toBe('Fr,Mo,Sa,Th,Tu,We');
    expect(days('24/7')).toBe('Fr,Mo,Sa,Su,Th,Tu,We');
    expect(days('06:00-23:00')).toBe('Fr,Mo,Sa,Su,Th,Tu,We');
    expect(days('Mo-Su 09:00-17:00; Su off')).toBe('Fr,Mo,Sa,Th,Tu,We');
  });

  it('names the value and the day it cannot read', () => {
    expect(() => openDays('Mon-Fri 09:00-17:00')).toThrow(/"Mon-Fri 09:00-17:00"/);
  });
});
