import axios, { type AxiosError, type AxiosInstance } from 'axios';
import { REQUEST_TIMEOUT_MS } from '../config/constants';
import { useAuthStore } from './auth-store';
import { badgesIn, useBadgeEvents } from './badge-events';

/** The axios instance behind `api`; loaded on the first call so the landing page does not pay for axios. */
export function createApiInstance(onUnauthorized: () => void): AxiosInstance {
  // Same-origin /api: the dev server proxies it to :3333, production serves both from one port.
  const instance = axios.create({ baseURL: '/api', timeout: REQUEST_TIMEOUT_MS });

  instance.interceptors.request.use((config) => {
    const token = useAuthStore.getState().token;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  instance.interceptors.response.use(
    (response) => {
      const badges = badgesIn(response.data);
      if (badges.length > 0) useBadgeEvents.getState().push(badges);
      return response;
    },
    (error: AxiosError) => {
      const isLoginAttempt = error.config?.url?.includes('/users/login');
      if (error.response?.status === 401 && !isLoginAttempt) {
        useAuthStore.getState().logout();
        onUnauthorized();
      }
      return Promise.reject(error);
    },
  );
  return instance;
}
