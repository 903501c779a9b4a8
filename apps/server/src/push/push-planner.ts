import type { HoroscopeSkyItem } from '@constelar/contract';
import { HOROSCOPE_SLUGS } from '@constelar/contract/app-routes';
import { SAO_PAULO_ZONE } from '@constelar/contract/constants';
import { localMinutes, SIGNS, type Sign } from '@constelar/core';
import {
  SIGN_NAMES,
  horoscopeLead,
  horoscopePushTitle,
  lunationPush,
  voidPushBody,
  voidPushTitle,
  voidUntilWords,
} from '@constelar/content';
import type { AppContext } from '../app-context';
import { hasQueuedPushes, subscriptionsOwed } from '../db/repositories/push-subscriptions';
import type { PushSubscriptionRow, UserRow } from '../db/schema';
import { saoPauloDate, saoPauloHour } from '../lib/dates';
import { ownBirthOf } from '../services/member/own-birth';
import type { Pusher } from './create-pusher';
import type { PushText } from '../services/push/member-push-texts';
import { fitPayload } from './push-payload';
import { DAY_TTL_SECONDS, mayPushAt, VOID_OF_COURSE_TTL_SECONDS } from './push-policy';
import type { OutgoingPush } from './push-queue';

type PlannerContext = Pick<AppContext, 'db' | 'horoscopes' | 'work'>;

interface Planned {
  topic: string;
  text: PushText;
  url: string;
  tag: string;
  ttlSeconds: number;
  /** Distinguishes two pushes of one topic on one day (two transits). */
  part?: string;
}

/**
 * What each subscription is owed at `now` (push.md §2), queued through the pusher. The daily texts go at
 * the subscriber's hour; a void-of-course Moon in its first hour, unless that falls in the quiet hours.
 * Every push has a dedupe key of subscription, topic and Brasília date, so running this every minute (or
 * twice, from two instances) queues each once; the queue's daily cap does the rest.
 */
export async function planPushes(
  ctx: PlannerContext,
  pusher: Pick<Pusher, 'send'>,
  now: Date,
): Promise<number> {
  const date = saoPauloDate(now);
  const hour = saoPauloHour(now);
  // Cached per date: the horóscopo pages read the same day.
  const day = await ctx.horoscopes.day(date);
  const sky = day.signs[0]!.sky;
  const lunation = sky.find(
    (item): item is Extract<HoroscopeSkyItem, { type: 'phase' | 'eclipse' }> =>
      (item.type === 'phase' && (item.kind === 'new' || item.kind === 'full')) || item.type === 'eclipse',
  );
  const voidStarting = sky.find((item): item is Extract<HoroscopeSkyItem, { type: 'void-of-course' }> => {
    if (item.type !== 'void-of-course') return false;
    const start = Date.parse(item.start);
    return start <= now.getTime() && now.getTime() < Math.min(Date.parse(item.end), start + 3_600_000);
  });

  // Only who is owed something this minute: the subscribers of this hour (an index on it), and those of a
  // void-of-course Moon while one begins. Reading every subscription each minute would not scale.
  const rows = await subscriptionsOwed(ctx.db, hour, voidStarting !== undefined);

  let queued = 0;
  for (const { subscription, user } of rows) {
    const planned: Planned[] = [];
    const atHour = hour === subscription.hour;
    const topics = new Set(subscription.topics);
    if (atHour && topics.has('horoscope') && subscription.sign) {
      const sign = subscription.sign as Sign;
      const horoscope = day.signs[SIGNS.indexOf(sign)];
      if (horoscope) {
        planned.push({
          topic: 'horoscope',
          text: { title: horoscopePushTitle(sign), body: horoscopeLead(horoscope.paragraphs) },
          url: `/horoscopo/${HOROSCOPE_SLUGS[sign]}`,
          tag: `horoscope-${date}`,
          ttlSeconds: DAY_TTL_SECONDS,
        });
      }
    }
    if (
      atHour &&
      user &&
      MEMBER_TOPICS.some((t) => topics.has(t)) &&
      !(await memberPlanned(ctx, subscription.id, date))
    ) {
      planned.push(...(await memberPlans(ctx, subscription, user, date)));
    }
    if (atHour && topics.has('lunations') && lunation) {
      planned.push({
        topic: 'lunations',
        // The sign the lunation falls in gives its text (issue #37), as on the calendar.
        text: lunationPush(
          lunation.type === 'eclipse'
            ? { ...lunation, timeMs: Date.parse(lunation.time) }
            : {
                type: 'phase',
                kind: lunation.kind as 'new' | 'full',
                sign: lunation.sign,
                timeMs: Date.parse(lunation.time),
              },
        ),
        url: '/ceu',
        tag: `lunation-${date}`,
        ttlSeconds: DAY_TTL_SECONDS,
      });
    }
    if (topics.has('void-of-course') && voidStarting && mayPushAt(hour, subscription.hour)) {
      planned.push({
        topic: 'void-of-course',
        text: { title: voidPushTitle(voidStarting.sign), body: voidBody(voidStarting, date) },
        url: '/ceu',
        tag: `void-of-course-${date}`,
        ttlSeconds: VOID_OF_COURSE_TTL_SECONDS,
      });
    }
    for (const plan of planned) {
      const push: OutgoingPush = {
        subscriptionId: subscription.id,
        kind: plan.topic,
        day: date,
        payload: fitPayload({ ...plan.text, url: plan.url, tag: plan.tag }),
        ttlSeconds: plan.ttlSeconds,
        // A day's text can wait for the phone to wake; a void Moon is news only now.
        urgency: plan.topic === 'void-of-course' ? 'high' : 'normal',
        dedupeKey: [plan.topic, subscription.id, date, plan.part].filter(Boolean).join(':'),
      };
      if (await pusher.send(push)) queued++;
    }
  }
  return queued;
}

const MEMBER_TOPICS = ['day', 'transits', 'house-ingresses'];

/** Whether this subscription's member pushes of `date` are queued already: the chart is cast once a day. */
async function memberPlanned(ctx: PlannerContext, subscriptionId: string, date: string): Promise<boolean> {
  return hasQueuedPushes(ctx.db, subscriptionId, date, MEMBER_TOPICS);
}

/** Seu dia, exact slow transits and house ingresses of a member with a birth on file; none without one. */
async function memberPlans(
  ctx: PlannerContext,
  subscription: PushSubscriptionRow,
  user: UserRow,
  date: string,
): Promise<Planned[]> {
  let own;
  try {
    own = ownBirthOf(user);
  } catch {
    return [];
  }
  const texts = await ctx.work.run('memberPushTexts', { own, today: date, date, personId: user.id });
  const topics = new Set(subscription.topics);
  const plans: Planned[] = [];
  const base = { ttlSeconds: DAY_TTL_SECONDS };
  if (topics.has('day')) {
    plans.push({ ...base, topic: 'day', text: texts.day, url: '/dashboard', tag: `day-${date}` });
  }
  if (topics.has('transits')) {
    texts.transits.forEach((text, index) =>
      plans.push({
        ...base,
        topic: 'transits',
        text,
        url: '/meu-mapa',
        tag: `transit-${date}-${index}`,
        part: String(index),
      }),
    );
  }
  if (topics.has('house-ingresses')) {
    texts.houseIngresses.forEach((text, index) =>
      plans.push({
        ...base,
        topic: 'house-ingresses',
        text,
        url: '/meu-mapa',
        tag: `ingress-${date}-${index}`,
        part: String(index),
      }),
    );
  }
  return plans;
}

const brasiliaDate = new Intl.DateTimeFormat('en-CA', { timeZone: SAO_PAULO_ZONE });
/** The void push says until when (issue #37): the end in Brasília and the sign the Moon enters. */
function voidBody(item: Extract<HoroscopeSkyItem, { type: 'void-of-course' }>, date: string): string {
  const endMs = Date.parse(item.end);
  const endDate = brasiliaDate.format(endMs);
  const daysAhead = Math.round((Date.parse(endDate) - Date.parse(date)) / 86_400_000);
  const next = SIGNS[(SIGNS.indexOf(item.sign) + 1) % 12]!;
  return voidPushBody(voidUntilWords(localMinutes(endMs, SAO_PAULO_ZONE), daysAhead), SIGN_NAMES[next]);
}
