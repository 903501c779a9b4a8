import { SAO_PAULO_ZONE } from '@constelar/contract/constants';
import { localDayBounds } from '@constelar/core';
import { PUSH_TEXTS, transitPushTitle } from '@constelar/content';
import { memberHouseIngresses } from '../member/member-sky';
import type { OwnBirth } from '../member/own-birth';
import { castOwn, natalPointsOfChart } from '../member/own-chart';
import { buildToday } from '../member/today';
import { transitEventsFrom } from '../member/transit-events';

export interface PushText {
  title: string;
  body: string;
}

/** The outer planets whose exact transits are worth a morning notification (push.md §2). */
const SLOW = new Set(['jupiter', 'saturn', 'uranus', 'neptune', 'pluto']);

/**
 * A member's notifications for one Brasília date, from the texts the app already shows: Seu dia's text,
 * each Jupiter … Pluto transit exact that day, each slow planet entering a natal house that day. Runs on
 * a work thread (work-tasks.ts): it casts the chart.
 */
export function memberPushTexts(job: { own: OwnBirth; today: string; date: string; personId: string }): {
  day: PushText;
  transits: PushText[];
  houseIngresses: PushText[];
} {
  const birth = castOwn(job.own, job.today);
  const natal = natalPointsOfChart(birth);
  const today = buildToday(birth, natal, job.date, job.personId);
  const bounds = localDayBounds(job.date, SAO_PAULO_ZONE);
  const transits = bounds
    ? transitEventsFrom(natal, bounds.startMs, 1)
        .filter((event) => SLOW.has(event.transiting))
        .filter((event) =>
          event.exact.some((instant) => {
            const ms = Date.parse(instant);
            return ms >= bounds.startMs && ms < bounds.endMs;
          }),
        )
        .map((event) => ({
          title: transitPushTitle(event.transiting, event.natal, event.aspect),
          body: event.text,
        }))
    : [];
  const houseIngresses = memberHouseIngresses(birth, job.date, 1).map((ingress) => ({
    title: PUSH_TEXTS.houseIngressTitle(ingress.body, ingress.house, ingress.direction === 'retrograde'),
    body: ingress.text,
  }));
  return { day: { title: PUSH_TEXTS.dayTitle, body: today.text }, transits, houseIngresses };
}
