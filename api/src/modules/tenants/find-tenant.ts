/** The team routes' way to a tenant named by id, shared with the team's other features (tenancy/). */
export { findVisibleTenant, loadVisibleTenant } from '../../tenancy/visible-tenant.ts';
