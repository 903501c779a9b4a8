// push.md §2: when a push may go out, how long it lives, and how many a day.

/** A subscription gets at most this many scheduled pushes on one Brasília day (the test message aside). */
export const MAX_PUSHES_PER_DAY = 3;
/** The test message, per subscription and hour. */
export const MAX_TEST_PUSHES_PER_HOUR = 5;

/** The day's texts are stale by night; a void-of-course Moon is news only while it lasts. */
export const DAY_TTL_SECONDS = 12 * 60 * 60;
export const VOID_OF_COURSE_TTL_SECONDS = 60 * 60;
export const TEST_TTL_SECONDS = 5 * 60;

/** The encrypted message may hold 4 KB; ours stays under 3 KB (push.md §2). */
export const MAX_PAYLOAD_BYTES = 3 * 1024;

const QUIET_FROM_HOUR = 22;
const QUIET_UNTIL_HOUR = 7;

/** 22:00 to 07:00 in Brasília: a phone that lights up then wakes someone. */
export const isQuietHour = (hour: number): boolean => hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;

/** A push at `hour` may go out unless it falls in the quiet hours and is not the hour the subscriber chose. */
export const mayPushAt = (hour: number, chosenHour: number): boolean =>
  !isQuietHour(hour) || hour === chosenHour;
