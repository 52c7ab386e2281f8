import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * zodResolver with the resolver and the schema (zod) loaded on the first validation, not with
 * the page: a form on a first screen (the sign-in, a wizard step) does not need zod until someone
 * submits it.
 * Validation and its messages are those of zodResolver(schema, undefined, resolverOptions).
 */
export function lazyZodResolver<T extends FieldValues, TOut = T>(
  loadSchema: () => Promise<ZodType>,
  resolverOptions?: { raw?: boolean },
): Resolver<T, unknown, TOut> {
  let resolver: Resolver<T, unknown, TOut> | undefined;
  return async (values, context, options) => {
    if (!resolver) {
      // The translating resolver (messages in the reader's language), loaded with zod.
      const [{ zodResolver }, schema] = await Promise.all([import('./zod-resolver'), loadSchema()]);
      resolver = zodResolver(schema as never, undefined, resolverOptions as never) as unknown as Resolver<
        T,
        unknown,
        TOut
      >;
    }
    return resolver(values, context, options);
  };
}
