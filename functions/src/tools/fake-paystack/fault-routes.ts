import { faultPlan, type FaultBook } from './faults';
import { ok, PaystackRefusal, readJson, type RouteHandler } from './http';

/**
 * The fault switch, behind the secret key like the rest of the keyed API:
 * `POST /_fake/faults` sets a plan (faults.ts), `GET` describes it with what was injected,
 * `DELETE` turns every fault off.
 */
export function faultRoutes(faults: FaultBook): RouteHandler {
  return async ({ res, parts, method, req }) => {
    if (parts[0] !== '_fake' || parts[1] !== 'faults' || parts.length !== 2) return false;
    if (method === 'GET') return ok(res, 'Faults', faults.describe());
    if (method === 'DELETE') {
      faults.set({ rules: [] });
      return ok(res, 'Faults off', faults.describe());
    }
    if (method !== 'POST') throw new PaystackRefusal('Use GET, POST or DELETE', 405);
    const plan = faultPlan.safeParse(await readJson(req));
    if (!plan.success) {
      const issue = plan.error.issues[0];
      throw new PaystackRefusal(
        `${issue?.path.join('.') || 'plan'}: ${issue?.message ?? 'invalid'}`,
      );
    }
    faults.set(plan.data);
    return ok(res, 'Faults set', faults.describe());
  };
}
