import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../../lib/auth-store';
import { jsonResponse, renderWithApp, stubFetch } from '../../../../test/render';
import type * as WebPush from '../../../../lib/web-push';
import { NotificationsTab } from './notifications-tab';

// jsdom has no Push API: the tab is shown as in a browser that has one.
vi.mock('../../../../lib/web-push', async (original) => ({
  ...(await original<typeof WebPush>()),
  pushSupport: () => 'supported',
}));

const PROFILE = {
  id: 'u1',
  name: 'Luana Peixoto',
  email: 'luana@x.test',
  birth: { birthDate: '1992-03-05', birthTime: '10:00', place: null },
};
const CHART = { content: { astrology: { sun: { sign: 'Peixes', signCode: 'pisces' } } } };

beforeEach(() => {
  useAuthStore.setState({
    token: 't',
    user: { id: 'u1', name: 'Luana Peixoto', email: 'luana@x.test' },
  } as never);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  useAuthStore.setState({ token: null, user: null } as never);
});

const signSelect = () => screen.getByLabelText('Signo do horóscopo') as HTMLSelectElement;

describe('NotificationsTab', () => {
  it("preselects the member's own Sun sign from the profile's chart (issue #45)", async () => {
    stubFetch(({ url }) =>
      url.endsWith('/users/me/chart') ? jsonResponse(200, CHART) : jsonResponse(200, PROFILE),
    );
    renderWithApp(<NotificationsTab notify={() => undefined} />);
    await vi.waitFor(() => expect(signSelect().value).toBe('pisces'));
  });

  it('keeps Áries without a birth in the profile, and the sign a subscription already has', async () => {
    stubFetch(() => jsonResponse(200, { ...PROFILE, birth: null }));
    const { unmount } = renderWithApp(<NotificationsTab notify={() => undefined} />);
    expect(signSelect().value).toBe('aries');
    unmount();

    localStorage.setItem(
      'constelar:push',
      JSON.stringify({ id: 's1', endpoint: 'https://e', topics: ['horoscope'], sign: 'leo', hour: 8 }),
    );
    stubFetch(({ url }) =>
      url.endsWith('/users/me/chart') ? jsonResponse(200, CHART) : jsonResponse(200, PROFILE),
    );
    renderWithApp(<NotificationsTab notify={() => undefined} />);
    expect(signSelect().value).toBe('leo');
  });
});
