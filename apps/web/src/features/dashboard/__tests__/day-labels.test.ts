import { describe, expect, it } from 'vitest';
import { dayLabelCount } from '../components/daily-chart';

describe('dayLabelCount', () => {
  it('keeps eight labels on a desktop card', () => {
    expect(dayLabelCount(740)).toBe(8);
  });

  it('gives a 390 px phone (a 316 px card) four labels', () => {
    expect(dayLabelCount(316)).toBe(4);
  });

  it('never drops below the two ends', () => {
    expect(dayLabelCount(120)).toBe(2);
  });

  it('falls back to the desktop count before the chart is measured', () => {
    expect(dayLabelCount(0)).toBe(8);
  });
});
