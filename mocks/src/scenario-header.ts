/**
 * The request header that switches the mock shop's scenarios for one call (`payment=failure`,
 * `pincode=560001`, ...). A package entry of its own (`@attar/mocks/scenario-header`) so the storefront
 * can name it without loading the mock shop; the shop's own scenario parser re-exports it.
 */
export const SCENARIO_HEADER = 'x-attar-scenario';
