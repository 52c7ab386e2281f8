import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * zodResolver with the resolver and the schema (zod) loaded on the first validation, not with
 * the page: the sign-in form is a first screen, and zod is not needed until someone submits it.
 * Validation and its messages are those of zodResolver(schema).
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<ZodType>): Resolver<T> {
  let resolver: Resolver<T> | undefined;
  return async (values, context, options) => {
    if (!resolver) {
      // The translating resolver (messages in the reader's language), loaded with zod.
      const [{ zodResolver }, schema] = await Promise.all([import('./zod-resolver'), loadSchema()]);
      resolver = zodResolver(schema as never) as unknown as Resolver<T>;
    }
    return resolver(values, context, options);
  };
}
