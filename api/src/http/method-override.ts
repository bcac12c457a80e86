import type { Context, Middleware } from 'koa';
import { type FormFields, multipart } from './multipart.ts';

/** Methods a POST may stand for. Never GET or HEAD: a safe method must not arrive with a body's effects. */
const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

/**
 * SPEC.md §7: "A PUT with file-form data is sent as POST with a method override" (browsers' form uploads
 * and some HTTP clients only POST multipart). A POST carrying `X-HTTP-Method-Override: PUT|PATCH|DELETE`,
 * or a multipart field `_method` with one of those, is routed as that method; `_method` is then removed
 * from the body so the route sees only its own fields.
 *
 * Order matters: this must run before the router, which matches on the method, and the `_method` field
 * can only be read once the multipart body is parsed, so a multipart POST is parsed here (multipart() is a
 * no-op for it on the route afterwards). Mount it after CSRF protection: a forged cross-site POST is
 * refused before its body is read, and the override only ever yields another unsafe method, so the CSRF
 * check of the POST is the one the real method needs.
 */
export function methodOverride(): Middleware {
  const parseForm = multipart();
  return (ctx, next) => {
    if (ctx.method !== 'POST') return next();
    const header = ctx.get('X-HTTP-Method-Override');
    if (header !== '') {
      override(ctx, header);
      return next();
    }
    if (!ctx.is('multipart/form-data')) return next();
    return parseForm(ctx, async () => {
      const fields = ctx.request.body as FormFields;
      const wanted = fields._method;
      delete fields._method;
      if (wanted !== undefined) override(ctx, wanted);
      await next();
    });
  };
}

function override(ctx: Context, wanted: string): void {
  const method = wanted.trim().toUpperCase();
  if (OVERRIDABLE.has(method)) ctx.method = method;
}
