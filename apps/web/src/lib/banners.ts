import { useSyncExternalStore } from 'react';
import { LIMITS } from '@portal/shared';

/**
 * Success and error banners (spec section 8: "Success and error messages appear as banners and
 * reset after 5 s"). Any screen calls banner.success / banner.error; the shell shows them.
 */
export interface Banner {
  id: number;
  kind: 'success' | 'error';
  message: string;
}

let banners: Banner[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function push(kind: Banner['kind'], message: string, ms: number = LIMITS.bannerResetMs) {
  const id = nextId++;
  banners = [...banners.filter((b) => b.message !== message), { id, kind, message }];
  emit();
  setTimeout(() => dismiss(id), ms);
  return id;
}

export function dismiss(id: number) {
  banners = banners.filter((b) => b.id !== id);
  emit();
}

export const banner = {
  success: (message: string) => push('success', message),
  error: (message: string) => push('error', message),
  /** Takes a message down before its time once what it asked for is done ('Please select card first'). */
  clear: (message: string) => {
    if (!banners.some((b) => b.message === message)) return;
    banners = banners.filter((b) => b.message !== message);
    emit();
  },
};

export const useBanners = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => banners,
    // The build prerenders the shell (app/prerender.tsx): no banners there.
    () => banners,
  );
