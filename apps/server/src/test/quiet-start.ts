/**
 * What every test server starts without, in-process (test-app.ts) or as a child (child-server.ts): drawing
 * the day's 24 share images ahead costs seconds of a start that no test of theirs reads. The drawing ahead
 * is tested where a test turns it back on (share-images.test.ts).
 */
export const QUIET_START_ENV = { SHARE_DRAW_AHEAD: '0' } as const;
