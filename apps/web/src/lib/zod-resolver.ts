import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { zodResolver as baseResolver } from '@hookform/resolvers/zod';
import { translateMessage } from './translate-message';

/** Every message of a form's errors in the reader's language (the schemas speak the spec's English). */
function translateErrors(errors: FieldErrors): FieldErrors {
  for (const e of Object.values(errors)) {
    if (!e || typeof e !== 'object') continue;
    if (typeof (e as { message?: unknown }).message === 'string') {
      (e as { message: string }).message = translateMessage((e as { message: string }).message);
    } else {
      translateErrors(e as FieldErrors);
    }
  }
  return errors;
}

/**
 * zodResolver of @hookform/resolvers, with the validation messages translated. Same signature,
 * so a form imports it from here instead.
 */
export const zodResolver: typeof baseResolver = ((...args: Parameters<typeof baseResolver>) => {
  const resolve = (baseResolver as (...a: unknown[]) => Resolver<FieldValues>)(...args);
  return async (values: FieldValues, context: unknown, options: Parameters<Resolver<FieldValues>>[2]) => {
    const result = await resolve(values, context, options);
    return { ...result, errors: translateErrors(result.errors) };
  };
}) as typeof baseResolver;
