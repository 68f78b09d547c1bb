/** @jest-environment node */
import { AREA_DATA, areaData } from './area-data';

it('is the server render’s own data while the server renders', () => {
  const globals = globalThis as Record<symbol, unknown>;
  globals[AREA_DATA] = { community: { open: 3 } };
  try {
    expect(areaData('community')).toEqual({ open: 3 });
    expect(areaData('news_events')).toBeUndefined();
  } finally {
    delete globals[AREA_DATA];
  }
  expect(areaData('community')).toBeUndefined();
});
