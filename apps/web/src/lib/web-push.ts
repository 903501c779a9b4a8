import type {
  PushKeyResponse,
  PushSubscribeRequest,
  PushSubscriptionResponse,
  PushSubscriptionUpdate,
} from '@constelar/contract';
import { STORAGE_KEYS } from '../config/constants';
import { api } from './api-client';

// This browser's Web Push subscription (push.md §2), shared by the profile's "Notificações" tab and the
// horóscopo's "Receber todo dia": feature folders may not import each other.

export type PushSupport = 'supported' | 'unsupported' | 'denied';

/** What this browser can do: no Push API (an iPhone outside the installed app), or a permission refused. */
export function pushSupport(): PushSupport {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

export const PUSH_WORDS = {
  unsupported:
    'Este navegador não recebe notificações. No iPhone, adicione o Constelar à Tela de Início e abra por lá.',
  denied:
    'As notificações do Constelar estão bloqueadas neste navegador. Para recebê-las, libere-as nas configurações do site (o cadeado ao lado do endereço) e tente de novo.',
  refusedNow: 'Tudo bem: sem sua permissão, não mandamos nada. Se mudar de ideia, é só tocar aqui de novo.',
  failed: 'Não foi possível ativar as notificações agora. Tente de novo em instantes.',
} as const;

export type StoredPush = PushSubscriptionResponse;

export function storedPush(): StoredPush | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.push);
    return raw ? (JSON.parse(raw) as StoredPush) : null;
  } catch {
    return null;
  }
}

function store(value: StoredPush | null): void {
  if (value) localStorage.setItem(STORAGE_KEYS.push, JSON.stringify(value));
  else localStorage.removeItem(STORAGE_KEYS.push);
}

const base64urlToBytes = (value: string): Uint8Array<ArrayBuffer> => {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
};

async function browserSubscription(): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  const { data } = await api.get<PushKeyResponse>('/push/key');
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64urlToBytes(data.publicKey),
  });
}

export type EnableResult =
  { ok: true; subscription: StoredPush } | { ok: false; reason: keyof typeof PUSH_WORDS };

/**
 * Asks for permission (only ever called from a click), subscribes the browser and tells the server
 * which topics it wants. Subscribing again replaces the topics.
 */
export async function enablePush(choice: Omit<PushSubscribeRequest, 'subscription'>): Promise<EnableResult> {
  const support = pushSupport();
  if (support !== 'supported') return { ok: false, reason: support };
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { ok: false, reason: 'denied' };
  if (permission !== 'granted') return { ok: false, reason: 'refusedNow' };
  try {
    const subscription = (await browserSubscription()).toJSON();
    const { data } = await api.post<PushSubscriptionResponse>('/push/subscriptions', {
      ...choice,
      subscription: { endpoint: subscription.endpoint, keys: subscription.keys },
    });
    store(data);
    return { ok: true, subscription: data };
  } catch {
    return { ok: false, reason: 'failed' };
  }
}

async function currentEndpoint(): Promise<string | undefined> {
  if (pushSupport() === 'unsupported') return undefined;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription())?.endpoint;
}

/** New topics, sign or hour for this browser's subscription. */
export async function updatePush(
  id: string,
  change: Omit<PushSubscriptionUpdate, 'endpoint'>,
): Promise<StoredPush> {
  const endpoint = await currentEndpoint();
  const { data } = await api.put<PushSubscriptionResponse>(`/push/subscriptions/${id}`, {
    ...change,
    endpoint,
  });
  store(data);
  return data;
}

/** "Desativar": the server forgets the subscription and the browser drops it. */
export async function disablePush(id: string): Promise<void> {
  const endpoint = await currentEndpoint();
  await api.delete(`/push/subscriptions/${id}`, { endpoint }).catch(() => undefined);
  const registration = await navigator.serviceWorker.getRegistration();
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
  store(null);
}

/** "Notificações do Constelar ativadas", now. */
export async function sendTestPush(): Promise<void> {
  const endpoint = await currentEndpoint();
  if (endpoint) await api.post('/push/test', { endpoint });
}
