import type { Knex } from 'knex';
import type { Context } from 'koa';
import { notFound } from '../../errors.ts';
import { Passkey } from '../../models/passkey.ts';
import { type Actor, actorOf } from '../../policies/actor.ts';
import { passkeyPolicy } from '../../policies/passkey-policy.ts';

/** A passkey a route names, with who asks. */
export interface OwnPasskey {
  passkey: Passkey;
  actor: Actor;
}

/** The caller's passkey `id`, locked for the change; anyone else's is a 404, as if missing. */
export async function lockOwnPasskey(ctx: Context, trx: Knex, id: string): Promise<OwnPasskey> {
  const actor = await actorOf(ctx, trx);
  const passkey = await Passkey.query(trx).findById(id).forUpdate();
  if (!passkey || !passkeyPolicy.own(actor, passkey)) throw notFound();
  return { passkey, actor };
}
