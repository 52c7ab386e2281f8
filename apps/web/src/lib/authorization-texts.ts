import { useQuery } from '@tanstack/react-query';
import type { AuthorizationLanguage } from '@portal/shared/schemas/authorizations';
import type { AuthorizationTexts } from '@portal/shared/authorization-texts/types';

/**
 * The e-authorization text of one language, a chunk of its own: a page shows one language's text
 * (30 KiB of brotli for the 13). Typed by the languages' table, so a language cannot be missing.
 */
const LOADERS: Record<AuthorizationLanguage, () => Promise<AuthorizationTexts>> = {
  ar: () => import('@portal/shared/authorization-texts/ar').then((m) => m.ar),
  bn: () => import('@portal/shared/authorization-texts/bn').then((m) => m.bn),
  de: () => import('@portal/shared/authorization-texts/de').then((m) => m.de),
  en: () => import('@portal/shared/authorization-texts/en').then((m) => m.en),
  es: () => import('@portal/shared/authorization-texts/es').then((m) => m.es),
  fr: () => import('@portal/shared/authorization-texts/fr').then((m) => m.fr),
  hi: () => import('@portal/shared/authorization-texts/hi').then((m) => m.hi),
  ja: () => import('@portal/shared/authorization-texts/ja').then((m) => m.ja),
  ko: () => import('@portal/shared/authorization-texts/ko').then((m) => m.ko),
  ru: () => import('@portal/shared/authorization-texts/ru').then((m) => m.ru),
  tl: () => import('@portal/shared/authorization-texts/tl').then((m) => m.tl),
  vi: () => import('@portal/shared/authorization-texts/vi').then((m) => m.vi),
  zh: () => import('@portal/shared/authorization-texts/zh').then((m) => m.zh),
};

export function loadAuthorizationTexts(language: AuthorizationLanguage): Promise<AuthorizationTexts> {
  return LOADERS[language]();
}

/**
 * One language's text as a query: a page drawn by the server reads it there and carries it in the
 * document's answers, so the browser's first render draws it with the rest of the page.
 */
export function useAuthorizationTexts(language: AuthorizationLanguage) {
  return useQuery({
    queryKey: ['authorization-texts', language],
    queryFn: () => loadAuthorizationTexts(language),
    staleTime: Infinity,
  });
}
