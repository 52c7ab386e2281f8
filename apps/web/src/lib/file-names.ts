import { localizeFileName } from '@portal/shared';
import { tracking } from '@portal/shared/i18n/en/tracking';
import i18n from './i18n';

/**
 * A file's name as the reader sees it: a name the server made in English ('Medical records
 * 261120-123456.pdf') in the reader's language (tracking.fileNames), a person's own upload as named.
 */
export function fileLabel(name: string): string {
  const words = i18n.getResource(i18n.language, 'translation', 'tracking.fileNames') as
    Record<string, string> | undefined;
  if (!words || i18n.language === 'en') return name;
  return localizeFileName(name, tracking.fileNames, words);
}
