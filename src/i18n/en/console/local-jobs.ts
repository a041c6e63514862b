// What the emulator-only localJobs endpoint answers a refused request (engineers run it). English only.
export const words = {
  badNow: 'now must be an ISO time, e.g. 2026-12-01T05:00:00Z',
};
